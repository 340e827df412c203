import type { Route } from './+types/manifest';

/** /manifest.webmanifest: the site as an installable app, named after the association. */
export function loader({ context }: Route.LoaderArgs) {
  const { name, abbreviation } = context.site;
  const manifest = {
    name,
    short_name: abbreviation,
    description: `The ${name}: news and events, tutorials, past questions, the academic calendar and timetable.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#13082e',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return Response.json(manifest, {
    headers: { 'content-type': 'application/manifest+json', 'cache-control': 'no-cache' },
  });
}
