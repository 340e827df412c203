import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { PageContext } from '../../contract/page-context';
import type { WebSource } from '../config';
import type { SiteInfo } from '../../contract/site';
import { toStaffUser } from '../auth/present';
import type { MethodsResolver } from '../plugins/methods';
import { pageMethods } from './page-methods';
import { publicForms } from './public-forms';
import { publicReads } from './public-reads';
import { siteContentRepository } from '../../db/repositories/site-content';
import { registerStaticFiles } from './static-files';
import { builtStaticPageScript, STATIC_PAGE_ENTRY } from './static-script';
import { DATABASE_RETRY_AFTER_SECONDS, pagesSee503 } from './unavailable';
import { sendWebResponse, toWebRequest } from './web-request';

export interface PagesOptions {
  web: WebSource;
  site: SiteInfo;
  publicUrl: string | undefined;
  /** Lets the 405 handler ask which methods a page answers to. */
  addMethodsResolver: (resolver: MethodsResolver) => void;
}

const notPages = /^\/(api|media)(\/|$)/;

/** The page a request is for: a form sent with scripts goes to its data URL (/contact.data). */
const pageOf = (pathname: string) =>
  pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');

/**
 * Every path that is not /api, /media or a static file goes to React Router (ADR 0006): it
 * matches the route table, runs the loaders and actions with the load context (reads in-process,
 * the staff session, the CSP nonce) and renders the page, with the status its loaders decide.
 */
export async function registerPages(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const { web, site, publicUrl, addMethodsResolver } = options;
  const reads = pagesSee503(publicReads(app.db, app.auth.now));
  const siteContent = siteContentRepository(app.db);
  const getBuild =
    web.mode === 'production' ? await loadBuild(app, web.dir) : await useVite(app, web.root);
  const staticPageScript =
    web.mode === 'production'
      ? builtStaticPageScript(path.join(web.dir, 'client'))
      : `/${STATIC_PAGE_ENTRY}`;
  const handle = createRequestHandler(getBuild, web.mode);
  const methodsOf = pageMethods(typeof getBuild === 'function' ? getBuild : async () => getBuild);
  addMethodsResolver(methodsOf);

  async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    const { pathname, search } = new URL(request.url, 'http://localhost');
    if (notPages.test(pathname)) return reply.callNotFound();
    // One address per page: /news/ is /news, and /index.html is / (the build has no such file,
    // and a page never answers under two names). Slashes are collapsed too: a Location of
    // //host would send the browser to another site (/.//evil.example/ reads as //evil.example/).
    const canonical = pathname
      .replace(/\/index\.html$/i, '/')
      .replace(/\/{2,}/g, '/')
      .replace(/(.)\/$/, '$1');
    if (canonical !== pathname) {
      // 308 keeps a form post a post; 301 is what every client knows for a page asked for.
      return reply.redirect(`${canonical}${search}`, request.method === 'POST' ? 308 : 301);
    }
    // A post to a page without an action is answered here: React Router would log it as an error.
    if (request.method === 'POST') {
      const allowed = await methodsOf(pageOf(pathname));
      if (!allowed) return reply.callNotFound();
      if (!allowed.includes('POST')) {
        return reply
          .code(405)
          .header('allow', allowed.join(', '))
          .send({ error: `Method not allowed: use ${allowed.join(', ')}` });
      }
    }
    const context: PageContext = {
      // The contact lines and social links officers saved; the configured ones if the database
      // cannot answer (the page's own reads then say so).
      site: await siteContent.siteInfo(site).catch(() => site),
      publicUrl,
      nonce: reply.scriptNonce,
      staticPageScript,
      staff: request.staff ? toStaffUser(request.staff) : null,
      reads,
      forms: pagesSee503(publicForms(app, request, reply)),
    };
    const response = await handle(toWebRequest(request, reply), context);
    // A page that could not reach the database (pagesSee503): the browser may retry shortly.
    if (response.status === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendWebResponse(reply, response);
  }

  await app.register(async (pages) => {
    // Form posts reach the route's action whole; Fastify still enforces its body limit.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    for (const url of ['/', '/*']) {
      pages.route({
        method: ['GET', 'HEAD', 'POST'],
        url,
        // Route actions are public (the contact form); the guard still wants the site's origin.
        config: {
          access: 'public',
          audit: false,
          catchAll: true,
          etag: false,
          // A kept page belongs to its build; in development every edit is a new one.
          publicCache: typeof getBuild === 'function' ? false : { key: getBuild.assets.version },
        },
        schema: { hide: true },
        handler: answerPage,
      });
    }
  });
}

async function loadBuild(app: FastifyInstance, dir: string): Promise<ServerBuild> {
  await registerStaticFiles(app, path.join(dir, 'client'));
  return (await import(pathToFileURL(path.join(dir, 'server', 'index.js')).href)) as ServerBuild;
}

/** Development: Vite serves the browser's modules and reloads them; pages render from source. */
async function useVite(app: FastifyInstance, root: string): Promise<() => Promise<ServerBuild>> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  // Hot reload over the app's own port: Vite's socket rides on Fastify's server.
  const vite = await createServer({
    root,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}
