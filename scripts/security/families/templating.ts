import type { Family } from '../context';
import { newTag } from '../tags';
import type { Answer, Case, Target } from '../types';

const family = 'template patterns in titles';

/** What String.replace would expand in a replacement string, and a tag that would end the title. */
const patterns = "$& $' $` $$ $1 </title>";

/** As React writes text into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** Checks that the created item's page shows `title` literally in <title> and og:title. */
function shownLiterally(title: string, page: (body: Record<string, string>) => string) {
  return async (answer: Answer, target: Target) => {
    if (answer.status !== 201) return `creating it answered ${answer.status}`;
    const path = page(JSON.parse(answer.body) as Record<string, string>);
    const html = await (await fetch(`${target.base}${path}`)).text();
    if (!html.includes(`<title>${escaped(title)} | `))
      return `${path}: <title> is not the title as written`;
    if (!html.includes(`<meta property="og:title" content="${escaped(title)}"/>`))
      return `${path}: og:title is not the title as written`;
    return undefined;
  };
}

/**
 * A news title and a question with every replacement pattern: created (these are good requests),
 * then found literally in the page's <title> and og:title.
 */
export const templating: Family = {
  name: family,
  build: () => {
    const news = newTag();
    const newsTitle = `News ${patterns} ${news}`;
    const question = newTag();
    // `\$` keeps the dollar signs out of the question's maths.
    const questionText = `Why ${patterns.replace(/\$/g, '\\$')} ${question}?`;
    const json = { 'content-type': 'application/json' };
    const cases: Case[] = [
      {
        family,
        tag: news,
        method: 'POST',
        path: '/api/academic-news',
        headers: json,
        body: JSON.stringify({
          name: 'Security check',
          title: newsTitle,
          summary: news,
          date: '2026-01-02',
        }),
        note: 'a news title',
        mayStore: true,
        verify: shownLiterally(newsTitle, (item) => `/news/${item._id}`),
      },
      {
        family,
        tag: question,
        method: 'POST',
        path: '/api/qna',
        headers: json,
        body: JSON.stringify({
          question: questionText,
          author: `Asker ${question}`,
          category: 'pure-physics',
          level: '100L',
        }),
        note: 'a question',
        mayStore: true,
        verify: shownLiterally(questionText, (item) => `/academics/qna/${item.id}`),
      },
    ];
    return cases;
  },
};
