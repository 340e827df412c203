import type { NewsItem } from '@contract/news';

/**
 * A news item's body as its page shows it: seeded items (and some officers) open the body with the
 * summary, which the page already prints above it, so a first paragraph equal to it is left out.
 */
export function bodyAfterSummary(item: Pick<NewsItem, 'summary' | 'body'>): string {
  const body = item.body?.trim() ?? '';
  const [first = '', ...rest] = body.split(/\n\s*\n/);
  return first.trim() === item.summary.trim() ? rest.join('\n\n') : body;
}
