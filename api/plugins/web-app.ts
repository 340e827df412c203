import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appRoutes, matchRoute } from '../../contract/routes';
import type { SiteInfo } from '../../contract/site';
import { renderIndexHtml, type PageMeta } from './page-meta';
import { insertPrerendered, loadPagePrerenderer } from './page-prerender';

const immutable = 'public, max-age=31536000, immutable';

/**
 * Decides a page's status and its meta tags from its data: null means the thing the path names does
 * not exist (the app shows its not-found page, with HTTP 404).
 */
export type PageResolver = (params: Record<string, string>) => Promise<PageMeta | null>;

export interface WebPages {
  /** Registers the resolver for one app route pattern, e.g. '/news/:id'. */
  resolve(pattern: (typeof appRoutes)[number], resolver: PageResolver): void;
}

/**
 * Serves the built React app. Hashed files under /assets are cached for a year; everything else
 * (index.html, icons) is revalidated. Known app routes answer 200 with the app, other paths 404
 * with the same app, which then shows its not-found page; routes naming a record (an article, an
 * event) answer 404 when it does not exist, and carry its title, description and image as meta tags.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  publicUrl: string | undefined,
  site: SiteInfo,
): Promise<void> {
  const indexPath = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexPath))
    throw new Error(`The web app is not built: ${indexPath} is missing`);
  const template = fs.readFileSync(indexPath, 'utf8');
  const resolvers = new Map<string, PageResolver>();
  const prerenderer = await loadPagePrerenderer(webDist, { site }, app.log);

  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    preCompressed: true,
    // The build's manifest (.vite/) is for the server only.
    dotfiles: 'ignore',
    // Our own Cache-Control below; send's default (max-age=0) would overwrite it.
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(webDist, filePath);
      res.setHeader(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? immutable : 'no-cache',
      );
    },
  });

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    meta?: PageMeta,
  ): Promise<FastifyReply> {
    const pathname = request.url.split('?')[0] ?? '/';
    let html = meta ? renderIndexHtml(template, meta, publicUrl, pathname) : template;
    const prerendered = await prerenderer?.render(request.url);
    if (prerendered) html = insertPrerendered(html, prerendered);
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  async function answerPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const pathname = request.url.split('?')[0] ?? '/';
    for (const pattern of appRoutes) {
      const params = matchRoute(pattern, pathname);
      if (!params) continue;
      const resolver = resolvers.get(pattern);
      if (!resolver) return send(request, reply, 200);
      const meta = await resolver(params);
      return meta ? send(request, reply, 200, meta) : send(request, reply, 404);
    }
    return send(request, reply, 404);
  }

  app.decorate('webPages', {
    resolve(pattern, resolver) {
      resolvers.set(pattern, resolver);
    },
  } satisfies WebPages);
  app.decorate('answerPage', answerPage);
  // The static wildcard would answer the root folder itself with 403; the home page is the app.
  app.get('/', { schema: { hide: true } }, answerPage);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the web app is served. */
    webPages?: WebPages;
    answerPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
