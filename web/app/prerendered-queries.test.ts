import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readPrerenderedQueries } from './prerendered-queries';

function documentWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'prerendered-queries';
    script.textContent = block;
    doc.head.append(script);
  }
  return doc;
}

describe('the queries a page was rendered with', () => {
  it('fills the cache, so the first render matches the HTML', () => {
    const client = new QueryClient();
    const site = { name: 'PSA <Chapter>' };
    readPrerenderedQueries(
      client,
      documentWith(JSON.stringify([{ queryKey: ['site-info'], data: site }])),
    );
    expect(client.getQueryData(['site-info'])).toEqual(site);
  });

  it('leaves the cache empty when the block is missing or damaged', () => {
    const client = new QueryClient();
    readPrerenderedQueries(client, documentWith(null));
    readPrerenderedQueries(client, documentWith('{not json'));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
