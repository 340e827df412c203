import type { Route } from './+types/robots';

/** /robots.txt: everything public may be crawled but the admin; the sitemap lists the pages. */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.publicUrl ?? new URL(request.url).origin;
  const body = ['User-agent: *', 'Disallow: /admin', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
  return new Response(body, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
