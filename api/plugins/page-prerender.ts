import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import {
  APP_MODULES_ID,
  PRERENDERED_QUERIES_ID,
  type AppModules,
  type PrerenderContext,
  type PrerenderEntry,
  type PrerenderedPage,
} from '../../contract/prerender';

/** One Vite manifest entry (build.manifest), keyed by its source path relative to web/. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** What the server puts into index.html for a public page. */
export interface PrerenderedMarkup {
  /** Goes inside <div id="root">. */
  root: string;
  /** Goes before </head>: the page's styles and its data. */
  head: string;
  /** The page's own chunks, which web/public/boot.js fetches with the app's. */
  modules: string[];
  /** Its scripts wait until it is painted (see PrerenderedPage.paintFirst). */
  startOnLoad: boolean;
}

export interface PagePrerenderer {
  render(url: string): Promise<PrerenderedMarkup | null>;
}

/** Rendering without data depends only on the URL; a minute keeps 'today' fresh on the calendar. */
const CACHE_TTL_MS = 60_000;
const CACHE_SIZE = 200;

/**
 * The chunks and styles the matched route modules need, but for those the entry chunk pulls in:
 * index.html names those already.
 */
function routeAssets(manifest: Manifest, routeIds: readonly string[]) {
  const closure = (keys: readonly string[]) => {
    const chunks = new Set<ManifestChunk>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunks.has(chunk)) return;
      chunks.add(chunk);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return chunks;
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const needed = [...closure(routeIds.map((id) => `app/routes/${id}.tsx`))].filter(
    (chunk) => !entry.has(chunk),
  );
  return {
    scripts: needed.map((chunk) => chunk.file),
    styles: [...new Set(needed.flatMap((chunk) => chunk.css ?? []))],
  };
}

/** JSON inside <script>: nothing in it may close the element or open a comment. */
const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function toMarkup(page: PrerenderedPage, manifest: Manifest): PrerenderedMarkup {
  const { scripts, styles } = routeAssets(manifest, page.routeIds);
  const head = [
    ...styles.map((file) => `<link rel="stylesheet" href="/${file}" />`),
    `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${scriptSafeJson(page.queries)}</script>`,
  ];
  return {
    root: page.html,
    head: head.map((tag) => `    ${tag}\n`).join(''),
    modules: scripts.map((file) => `/${file}`),
    startOnLoad: page.paintFirst,
  };
}

/**
 * Loads the web app's server entry (dist/web-ssr beside dist/web) and renders public pages with it,
 * caching each URL's markup briefly. Without a built entry the pages are served empty and render in
 * the browser, as in the API tests. A page that fails to render is served empty too, and logged.
 */
export async function loadPagePrerenderer(
  webDist: string,
  context: PrerenderContext,
  log: FastifyBaseLogger,
): Promise<PagePrerenderer | undefined> {
  const entryPath = path.join(webDist, '..', 'web-ssr', 'entry-server.js');
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(entryPath) || !fs.existsSync(manifestPath)) return undefined;
  const entry = (await import(pathToFileURL(entryPath).href)) as PrerenderEntry;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const cache = new Map<string, { at: number; markup: PrerenderedMarkup | null }>();

  return {
    async render(url) {
      const cached = cache.get(url);
      if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.markup;
      let markup: PrerenderedMarkup | null = null;
      try {
        const page = await entry.render(new URL(url, 'http://localhost').toString(), context);
        markup = page && toMarkup(page, manifest);
      } catch (error) {
        log.warn({ err: error, url }, 'Could not prerender the page; serving it empty');
      }
      cache.delete(url);
      cache.set(url, { at: Date.now(), markup });
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return markup;
    },
  };
}

const appModulesBlock = new RegExp(
  `(<script type="application/json" id="${APP_MODULES_ID}">)([^<]*)(</script>)`,
);

/** index.html with the prerendered page in its root element, its data and chunks in the head. */
export function insertPrerendered(html: string, markup: PrerenderedMarkup): string {
  return html
    .replace(appModulesBlock, (_match, open: string, json: string, close: string) => {
      const modules = JSON.parse(json) as AppModules;
      const next: AppModules = {
        ...modules,
        preload: [...new Set([...modules.preload, ...markup.modules])],
        ...(markup.startOnLoad ? { start: 'load' } : {}),
      };
      return `${open}${scriptSafeJson(next)}${close}`;
    })
    .replace('</head>', `${markup.head}  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup.root}</div>`);
}
