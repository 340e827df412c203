import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageContext } from '@contract/page-context';
import { newsItem, upcomingEvent } from '@/features/news-events/testing/fixtures';
import { fakeReads, testContext } from '@/test/fake-reads';
import * as event from './event';
import * as newsArticle from './news-article';

/**
 * An article page as the server sends it: the real loader (which renders the Markdown) and the
 * real page, rendered to HTML in Node, as a visitor without scripts receives it.
 */
async function serverHtml(
  path: string,
  route: { loader: (args: never) => unknown; default: (props: never) => React.ReactNode },
  context: PageContext,
) {
  const Page = route.default as (props: { loaderData: unknown }) => React.ReactNode;
  const { query, dataRoutes } = createStaticHandler([
    {
      path: path.replace(/\/[^/]+$/, '/:id'),
      loader: route.loader as never,
      Component: () => <Page loaderData={useLoaderData()} />,
    },
  ]);
  const result = await query(new Request(`http://localhost${path}`), { requestContext: context });
  if (result instanceof Response) throw new Error('Expected a page, not a response');
  const stream = await renderToReadableStream(
    <StaticRouterProvider router={createStaticRouter(dataRoutes, result)} context={result} />,
  );
  await stream.allReady;
  return new Response(stream).text();
}

const body = [
  'The Department opens its new optics lab.',
  '',
  '## What is in it',
  '',
  'A *laser* bench and **two** interferometers:',
  '',
  '- Michelson',
  '- Fabry–Pérot',
  '',
  'Fringes move by $\\Delta d = \\lambda/2$ each.',
  '',
  '<script>alert(1)</script> [site](javascript:alert(1))',
].join('\n');

describe('article pages rendered on the server', () => {
  it('/news/:id arrives with its Markdown body as HTML, maths typeset, raw HTML escaped', async () => {
    const reads = fakeReads({
      news: {
        item: async () =>
          newsItem(1, { summary: 'The Department opens its new optics lab.', body }),
      },
    });
    const html = await serverHtml('/news/news-1', newsArticle, testContext(reads));
    expect(html).toContain('<h2>What is in it</h2>');
    expect(html).toContain('<em>laser</em>');
    expect(html).toContain('<strong>two</strong>');
    expect(html).toContain('<li>Michelson</li>');
    expect(html).toMatch(/data-math="inline"><span class="katex">/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('href="javascript:');
    // The summary, which the body repeats, is printed once; the body's source stays on the server.
    const markup = html.slice(0, html.indexOf('<script>'));
    expect(markup.split('The Department opens its new optics lab.')).toHaveLength(2);
    expect(html).not.toContain('**two**');
    // KaTeX's fonts are preloaded for the page's maths.
    expect(html).toMatch(/<link rel="preload" href="[^"]*KaTeX_Main-Regular[^"]*" as="font"/);
  });

  it('/events/:id arrives with its Markdown description as HTML', async () => {
    const reads = fakeReads({
      upcomingEvents: { item: async () => upcomingEvent(2, { description: body }) },
    });
    const html = await serverHtml('/events/event-2', event, testContext(reads));
    expect(html).toContain('<h2>What is in it</h2>');
    expect(html).toContain('<li>Fabry–Pérot</li>');
    expect(html).toContain('class="katex"');
  });
});
