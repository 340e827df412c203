import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResultsSchema, type SearchResults } from '../../../contract/search';
import { snippetOf, searchWords } from '../../../db/repositories/search';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

/** The site search (issue 20, item 6), on SQLite's FTS5 or PostgreSQL's full-text search. */
let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;
const ids: Record<string, string> = {};

const post = async (url: string, payload: object) => {
  const response = await app.inject({ method: 'POST', url, headers: auth, payload });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { _id: string })._id;
};

const paper = (id: string, year: number, title = 'Examination') => ({
  id,
  title,
  year,
  type: 'Exam',
  url: `https://example.org/papers/${id}.pdf`,
});

beforeAll(async () => {
  app = await buildTestApp();
  auth = await staffHeaders(app, 'editor');
  ids.course = await post('/api/courses', {
    id: 'phy101',
    title: 'General Physics I',
    description: 'Mechanics, heat and the properties of matter.',
    credits: 3,
    category: 'pure-physics',
    level: '100L',
    pastQuestions: [paper('p1', 2024), paper('p2', 2025, 'Test')],
  });
  ids.plainCourse = await post('/api/courses', {
    id: 'GPH 301',
    title: 'Seismic Methods',
    description: 'Refraction and reflection seismology.',
    credits: 3,
    category: 'geophysics',
    level: '300L',
  });
  ids.news = await post('/api/academic-news', {
    name: 'Editor',
    title: 'Quantum seminar announced',
    summary: 'A seminar on entanglement for every level.',
    date: '2026-03-01',
    category: 'academic',
  });
  ids.event = await post('/api/upcoming-events', {
    title: 'Quantum computing workshop',
    date: '2026-04-01',
    time: '10:00',
    location: 'Main hall',
    description: '## Bring a laptop\n\n**Hands-on** [qubits](https://example.org).',
    organizer: 'The association',
  });
  ids.tutorial = await post('/api/tutorials', {
    type: 'notes',
    title: 'Vectors for mechanics',
    description: 'Dot and cross products, worked through.',
    level: '100L',
    category: 'pure-physics',
    lecturer: 'Dr. Adeyemi',
    keywords: ['vectors', 'mechanics'],
  });
  ids.resource = await post('/api/resources', {
    title: 'Schrödinger equation primer',
    description: 'The time-independent equation and the particle in a box.',
    type: 'pdf',
    category: 'pure-physics',
    url: 'https://example.org/primer.pdf',
  });
  ids.question = await post('/api/qna', {
    question: 'How do I revise for the quantum mechanics exam?',
    author: 'Ada',
    category: 'pure-physics',
    level: '300L',
  });
  ids.hidden = await post('/api/qna', {
    question: 'Selling quantum exam answers, message me',
    author: 'Spam',
    category: 'pure-physics',
    level: '300L',
  });
  const hide = await app.inject({
    method: 'PATCH',
    url: `/api/qna/${ids.hidden}`,
    headers: auth,
    payload: { hidden: true },
  });
  expect(hide.statusCode, hide.body).toBe(200);
});
afterAll(async () => app.close());

async function search(q: string): Promise<SearchResults> {
  const response = await app.inject({ url: '/api/search', query: { q } });
  expect(response.statusCode, response.body).toBe(200);
  return searchResultsSchema.parse(response.json());
}

const found = (results: SearchResults) =>
  Object.fromEntries(results.groups.map((group) => [group.kind, group.hits.map((hit) => hit.id)]));

describe('GET /api/search', () => {
  it('groups what it finds by kind, in a fixed order, each hit with its public page', async () => {
    const results = await search('quantum');
    expect(results.q).toBe('quantum');
    expect(results.groups.map((group) => group.kind)).toEqual(['questions', 'news', 'events']);
    expect(found(results)).toEqual({
      questions: [ids.question],
      news: [ids.news],
      events: [ids.event],
    });
    const byKind = Object.fromEntries(results.groups.map((group) => [group.kind, group]));
    expect(byKind.news?.hits[0]).toEqual({
      id: ids.news,
      title: 'Quantum seminar announced',
      snippet: 'A seminar on entanglement for every level.',
      url: `/news/${ids.news}`,
    });
    expect(byKind.events?.hits[0]?.url).toBe(`/events/${ids.event}`);
    // A Markdown description's snippet is its words.
    expect(byKind.events?.hits[0]?.snippet).toBe('Main hall. Bring a laptop Hands-on qubits.');
    expect(byKind.questions?.hits[0]?.url).toBe(`/academics/qna/${ids.question}`);
    expect(results.groups.every((group) => group.more === false)).toBe(true);
  });

  it('finds a course and its past questions by the course code in any spacing', async () => {
    for (const q of ['PHY 101', 'phy101', 'PHY101', 'phy 10', 'Phy-101']) {
      const results = await search(q);
      expect(found(results), q).toEqual({ courses: [ids.course], pastQuestions: [ids.course] });
    }
    const [courses, pastQuestions] = (await search('phy101')).groups;
    expect(courses?.hits[0]).toMatchObject({
      title: 'PHY 101: General Physics I',
      url: '/academics/course/PHY%20101',
    });
    expect(pastQuestions?.hits[0]).toMatchObject({
      title: 'PHY 101: General Physics I',
      snippet: '2 papers: Test (2025), Examination (2024)',
      url: '/academics/past-questions?category=all&level=all&course=PHY+101',
    });
    // A course without papers is a course, not a past-question hit.
    expect(found(await search('seismic'))).toEqual({ courses: [ids.plainCourse] });
  });

  it('finds tutorials and resources, every word and the last one as a prefix', async () => {
    expect(found(await search('vectors mech'))).toEqual({ tutorials: [ids.tutorial] });
    expect(found(await search('Adeyemi'))).toEqual({ tutorials: [ids.tutorial] });
    const resources = await search('schrödinger');
    expect(found(resources)).toEqual({ resources: [ids.resource] });
    // Accents folded on both engines (FTS5's tokenizer; PostgreSQL's indexed expression).
    expect(found(await search('schrodinger'))).toEqual({ resources: [ids.resource] });
    expect(found(await search('SCHRÖD'))).toEqual({ resources: [ids.resource] });
    expect(resources.groups[0]?.hits[0]?.url).toBe(
      '/academics/learning-resources?category=all&level=all&q=Schr%C3%B6dinger+equation+primer',
    );
    expect(found(await search('vectors seismic'))).toEqual({});
  });

  it('never finds a hidden question, nor one after staff hide it', async () => {
    expect(found(await search('selling answers'))).toEqual({});
    expect(found(await search('revise'))).toEqual({ questions: [ids.question] });
    const hide = await app.inject({
      method: 'PATCH',
      url: `/api/qna/${ids.question}`,
      headers: auth,
      payload: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    expect(found(await search('revise'))).toEqual({});
    await app.inject({
      method: 'PATCH',
      url: `/api/qna/${ids.question}`,
      headers: auth,
      payload: { hidden: false },
    });
  });

  it('follows edits and deletions at once', async () => {
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/academic-news/${ids.news}`,
      headers: auth,
      payload: { title: 'Relativity seminar announced' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(found(await search('relativity'))).toEqual({ news: [ids.news] });
    expect(found(await search('quantum')).news).toBeUndefined();
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/academic-news/${ids.news}`,
      headers: auth,
    });
    expect(gone.statusCode).toBe(204);
    expect(found(await search('relativity'))).toEqual({});
  });

  it('lists at most five of a kind and says there are more', async () => {
    for (let index = 0; index < 6; index += 1) {
      await post('/api/upcoming-events', {
        title: `Colloquium number ${index}`,
        date: '2026-05-01',
        time: '10:00',
        location: 'Room 2',
        description: 'A talk.',
        organizer: 'The association',
      });
    }
    const [events] = (await search('colloquium')).groups;
    expect(events?.hits).toHaveLength(5);
    expect(events?.more).toBe(true);
  });

  it('reads query syntax as plain words: hostile searches answer 200, never 5xx', async () => {
    const hostile = [
      '"',
      '"quantum',
      'quantum"',
      '*',
      'quantum*',
      '-quantum',
      'NOT quantum',
      'quantum NEAR seminar',
      'NEAR(quantum seminar, 2)',
      '(quantum',
      'quantum)',
      'quantum OR',
      'AND',
      "'",
      "o'brien",
      '\\',
      '%_',
      ':*',
      'quantum:*',
      'a & b | !c',
      '<-> quantum',
      'title:quantum',
      '{title}: quantum',
      '^quantum',
      '🙂',
      '\u0301',
      'ﬁeld',
      'x'.repeat(100),
    ];
    for (const q of hostile) {
      const response = await app.inject({ url: '/api/search', query: { q } });
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      searchResultsSchema.parse(response.json());
    }
    // Quotes and operators are word separators: the words are still found.
    expect(found(await search('"quantum" (workshop*')).events).toEqual([ids.event]);
    expect(found(await search('(-quantum) "computing"')).events).toEqual([ids.event]);
    expect(await search('***')).toEqual({ q: '***', groups: [] });
  });

  it('refuses a blank, an over-long or a repeated q with 400', async () => {
    for (const url of [
      '/api/search',
      '/api/search?q=',
      '/api/search?q=%20%20',
      `/api/search?q=${'x'.repeat(101)}`,
      '/api/search?q=a&q=b',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String) });
    }
  });

  it('is a public read the public cache keeps until a save changes what it read', async () => {
    const first = await app.inject({ url: '/api/search', query: { q: 'seismic' } });
    const again = await app.inject({ url: '/api/search', query: { q: 'seismic' } });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    await post('/api/courses', {
      id: 'GPH 401',
      title: 'Seismic Interpretation',
      description: 'Reading sections.',
      credits: 2,
      category: 'geophysics',
      level: '400L',
    });
    const after = await app.inject({ url: '/api/search', query: { q: 'seismic' } });
    expect(after.headers['x-cache']).toBe('miss');
    expect(searchResultsSchema.parse(after.json()).groups[0]?.hits).toHaveLength(2);
  });
});

describe('searchWords', () => {
  it('keeps letters and digits only, lower case, each once, at most eight', () => {
    expect(searchWords(' PHY 101 ')).toEqual(['phy', '101']);
    expect(searchWords('"NEAR"(a* -b) c:d')).toEqual(['near', 'a', 'b', 'c', 'd']);
    expect(searchWords('Schrödinger schrödinger')).toEqual(['schrödinger']);
    expect(searchWords('*** -- ()')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('snippetOf', () => {
  it('keeps short text whole and cuts long text at spaces around the first word found', () => {
    expect(snippetOf('  Short   text. ', ['text'])).toBe('Short text.');
    const long = `${'Lorem ipsum dolor sit amet. '.repeat(10)}The Schrödinger equation. ${'More words follow here. '.repeat(10)}`;
    const snippet = snippetOf(long, ['schrodinger']);
    expect(snippet).toMatch(/^….*Schrödinger equation.*…$/);
    expect(snippet.length).toBeLessThanOrEqual(162);
    expect(snippetOf(long, ['absent']).startsWith('Lorem ipsum')).toBe(true);
  });
});
