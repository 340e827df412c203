import type { Plugin } from 'vite';
import { APP_MODULES_ID, type AppModules } from '../../contract/prerender.ts';

const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Takes the app's scripts out of index.html's head and names them in a JSON block instead, for
 * web/public/boot.js to load once the page has painted and its images have loaded. Public pages
 * arrive rendered (api/plugins/page-prerender.ts), so on a slow phone the text and the hero image
 * are not left waiting behind 180 KB of scripts they do not need; the scripts hydrate afterwards.
 * Build only: the dev server serves the module script as usual.
 */
export function deferAppScripts(): Plugin {
  return {
    name: 'chapter:defer-app-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = moduleScript.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no module script to defer');
        const preload = [...html.matchAll(modulePreload)].map((match) => match[1] ?? '');
        const modules: AppModules = { entry, preload };
        const block =
          `\n    <script type="application/json" id="${APP_MODULES_ID}">${JSON.stringify(modules)}</script>` +
          `\n    <script defer src="/boot.js"></script>`;
        return html.replace(modulePreload, '').replace(moduleScript, block);
      },
    },
  };
}
