import type { Course } from '../../contract/courses';
import { markdownToPlainText } from '../../contract/markdown-text';
import {
  searchHitsPerKind,
  searchKinds,
  type SearchGroup,
  type SearchHit,
  type SearchKindName,
  type SearchResults,
} from '../../contract/search';
import type { DB } from '../client';
import { engineOf, fromFlag } from '../dialect';
import { searchHits } from '../dialect/search-index';
import { publicAt } from './publishing';
import { fromJson } from './shared';

/** The most words a search is read as; more add nothing but work. */
const MAX_WORDS = 8;
/** About how long a snippet is, in characters. */
const SNIPPET_LENGTH = 160;

/**
 * A search as plain words: runs of letters and digits, lower case, each once, in order. Everything
 * else (quotes, `*`, `-`, `:`, parentheses, `^`) separates words and is never query syntax, and
 * operators such as NEAR or OR are only words. 'PHY 101' is two words and 'phy101' one: the index
 * holds a course code both ways.
 */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu);
  return [...new Set(words ?? [])].slice(0, MAX_WORDS);
}

/** One character without its accent, in lower case: the same length as the text it came from. */
const fold = (text: string) =>
  [...text]
    .map((char) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().charAt(0) || char)
    .join('');

/**
 * About SNIPPET_LENGTH characters of `text` (whitespace collapsed) around the first place one of
 * `words` begins, cut at spaces, with an ellipsis where text is left out. Plain text: the page
 * renders it as text.
 */
export function snippetOf(text: string, words: readonly string[]): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= SNIPPET_LENGTH) return plain;
  const folded = fold(plain);
  const found = words
    .map((word) => folded.search(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(fold(word))}`, 'u')))
    .filter((index) => index >= 0);
  const at = found.length > 0 ? Math.min(...found) : 0;
  let start = Math.max(0, at - SNIPPET_LENGTH / 4);
  if (start > 0) start = plain.indexOf(' ', start) + 1 || start;
  let end = Math.min(plain.length, start + SNIPPET_LENGTH);
  if (end < plain.length)
    end = plain.lastIndexOf(' ', end) > start ? plain.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${plain.slice(start, end).trim()}${end < plain.length ? '…' : ''}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join('/')}`;
const coursePath = (code: string) => `/academics/course/${encodeURIComponent(code)}`;

/** A list page opened on the found item: 'all' for the category and level, whatever is remembered. */
const listPath = (page: string, params: Record<string, string>) =>
  `${page}?${new URLSearchParams({ category: 'all', level: 'all', ...params }).toString()}`;

/** A course's papers, newest first, as the snippet says them. */
function papersSummary(text: string): string {
  const papers = fromJson<Course['pastQuestions']>(text, []).toSorted(
    (a, b) => b.year - a.year || a.title.localeCompare(b.title),
  );
  const count = `${papers.length} ${papers.length === 1 ? 'paper' : 'papers'}`;
  return `${count}: ${papers.map((paper) => `${paper.title} (${paper.year})`).join(', ')}`;
}

/**
 * The site search over the public content: news, upcoming events, courses, the courses' past
 * questions, tutorials, learning resources and the Q&A questions the public sees (hidden ones
 * never), through each engine's full-text index (db/dialect.ts `searchHits`, migration 0014). Every
 * query selects from the content table itself, so the public cache drops a search's answer when
 * that table changes (ADR 0014).
 */
export function searchRepository(db: DB) {
  const engine = engineOf(db);
  const limit = searchHitsPerKind + 1;

  const finders: Record<SearchKindName, (words: string[], now: Date) => Promise<SearchHit[]>> = {
    // Drafts and scheduled items are found only once public (ADR 0020).
    async news(words, now) {
      const rows = await db
        .selectFrom('academic_news')
        .innerJoin(searchHits(engine, 'news', words), 'hits.ref_id', 'academic_news.id')
        .select(['academic_news.id', 'title', 'summary', 'body'])
        .where(publicAt('academic_news', now))
        .orderBy('hits.rank')
        .orderBy('academic_news.id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        snippet: snippetOf(`${row.summary} ${markdownToPlainText(row.body ?? '')}`, words),
        url: path('news', row.id),
      }));
    },

    async events(words, now) {
      const rows = await db
        .selectFrom('upcoming_events')
        .innerJoin(searchHits(engine, 'event', words), 'hits.ref_id', 'upcoming_events.id')
        .select(['upcoming_events.id', 'title', 'description', 'location'])
        .where(publicAt('upcoming_events', now))
        .orderBy('hits.rank')
        .orderBy('upcoming_events.id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        snippet: snippetOf(`${row.location}. ${markdownToPlainText(row.description)}`, words),
        url: path('events', row.id),
      }));
    },

    async courses(words) {
      const rows = await db
        .selectFrom('courses')
        .innerJoin(searchHits(engine, 'course', words), 'hits.ref_id', 'courses.id')
        .select(['courses.id', 'code', 'title', 'description'])
        .orderBy('hits.rank')
        .orderBy('code')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: `${row.code}: ${row.title}`,
        snippet: snippetOf(row.description, words),
        url: coursePath(row.code),
      }));
    },

    // A course's papers are found by the course's code and title, and open in the bank.
    async pastQuestions(words) {
      const rows = await db
        .selectFrom('courses')
        .innerJoin(searchHits(engine, 'course', words), 'hits.ref_id', 'courses.id')
        .select(['courses.id', 'code', 'title', 'past_questions'])
        .where('past_questions', '<>', '[]')
        .orderBy('hits.rank')
        .orderBy('code')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: `${row.code}: ${row.title}`,
        snippet: snippetOf(papersSummary(row.past_questions), []),
        url: listPath('/academics/past-questions', { course: row.code }),
      }));
    },

    async tutorials(words) {
      const rows = await db
        .selectFrom('tutorials')
        .innerJoin(searchHits(engine, 'tutorial', words), 'hits.ref_id', 'tutorials.id')
        .select(['tutorials.id', 'title', 'description', 'lecturer'])
        .orderBy('hits.rank')
        .orderBy('tutorials.id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        snippet: snippetOf(`${row.lecturer}. ${row.description}`, words),
        url: path('tutorials', row.id),
      }));
    },

    // Resources have no page of their own: the list opens searched for the resource's title.
    async resources(words) {
      const rows = await db
        .selectFrom('learning_resources')
        .innerJoin(searchHits(engine, 'resource', words), 'hits.ref_id', 'learning_resources.id')
        .select(['learning_resources.id', 'title', 'description'])
        .orderBy('hits.rank')
        .orderBy('learning_resources.id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        snippet: snippetOf(row.description, words),
        url: listPath('/academics/learning-resources', { q: row.title }),
      }));
    },

    // The forum is moderated after posting: a question is public until staff hide it.
    async questions(words) {
      const rows = await db
        .selectFrom('qna_questions')
        .innerJoin(searchHits(engine, 'question', words), 'hits.ref_id', 'qna_questions.id')
        .select(['qna_questions.id', 'question', 'answered', 'level', 'tags'])
        .where('hidden', '=', 0)
        .orderBy('hits.rank')
        .orderBy('qna_questions.id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: snippetOf(row.question, []),
        snippet: [
          fromFlag(row.answered) ? 'Answered' : 'Not answered yet',
          row.level,
          ...fromJson<string[]>(row.tags, []),
        ].join(' · '),
        url: path('academics', 'qna', row.id),
      }));
    },
  };

  return {
    /**
     * At most searchHitsPerKind hits of each kind, best first; kinds without hits left out. `now`:
     * the app's clock, for what is published by then.
     */
    async search(text: string, now: Date): Promise<SearchResults> {
      const q = text.trim();
      const words = searchWords(q);
      const groups: SearchGroup[] = [];
      if (words.length === 0) return { q, groups };
      // One kind after another: a handful of small queries, never a pool's worth at once.
      for (const kind of searchKinds) {
        const hits = await finders[kind](words, now);
        if (hits.length > 0) {
          groups.push({
            kind,
            hits: hits.slice(0, searchHitsPerKind),
            more: hits.length > searchHitsPerKind,
          });
        }
      }
      return { q, groups };
    },
  };
}
