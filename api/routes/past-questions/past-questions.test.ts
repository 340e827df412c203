import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseCreate } from '../../../contract/courses';
import { pastQuestionEntrySchema, type PastQuestionEntry } from '../../../contract/past-questions';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

let app: FastifyInstance;

const paper = (id: string, year: number, title = `Examination ${year}`) => ({
  id,
  title,
  year,
  type: 'Exam',
  url: `https://example.org/papers/${id}.pdf`,
});

const courses: CourseCreate[] = [
  {
    id: 'PHY 101',
    title: 'General Physics I',
    description: 'Mechanics.',
    credits: 3,
    category: 'pure-physics',
    level: '100L',
    pastQuestions: [
      paper('p101-2024', 2024),
      paper('p101-2025', 2025),
      paper('p101-t', 2025, 'Test'),
    ],
  },
  {
    id: 'GPH 301',
    title: 'Seismic Methods',
    description: 'Seismology.',
    credits: 3,
    category: 'geophysics',
    level: '300L',
    pastQuestions: [paper('g301-2024', 2024)],
  },
  {
    id: 'IPH 203',
    title: 'Electronics I',
    description: 'Circuits.',
    credits: 3,
    category: 'industrial-physics',
    level: '200L',
  },
];

beforeAll(async () => {
  app = await buildTestApp();
  const headers = await staffHeaders(app, 'editor');
  for (const course of courses) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/courses',
      headers,
      payload: course,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(async () => app.close());

async function list(query = ''): Promise<PastQuestionEntry[]> {
  const response = await app.inject(`/api/past-questions${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return pastQuestionEntrySchema.array().parse(response.json());
}

describe('GET /api/past-questions', () => {
  it('flattens every course’s papers, newest year first, each with its course', async () => {
    const entries = await list();
    expect(entries.map((entry) => entry.id)).toEqual([
      'p101-2025',
      'p101-t',
      'g301-2024',
      'p101-2024',
    ]);
    expect(entries[0]).toEqual({
      ...paper('p101-2025', 2025),
      course: {
        _id: expect.any(String),
        id: 'PHY 101',
        title: 'General Physics I',
        category: 'pure-physics',
        level: '100L',
      },
    });
  });

  it('filters by category, level, course and year', async () => {
    expect((await list('?category=geophysics')).map((entry) => entry.id)).toEqual(['g301-2024']);
    expect((await list('?level=100L')).every((entry) => entry.course.id === 'PHY 101')).toBe(true);
    expect((await list('?level=200L')).length).toBe(0);
    expect((await list('?year=2024')).map((entry) => entry.id)).toEqual(['g301-2024', 'p101-2024']);
    expect((await list('?course=PHY%20101&year=2025')).map((entry) => entry.id)).toEqual([
      'p101-2025',
      'p101-t',
    ]);
  });

  it('takes the course code in any spelling, or the course row id', async () => {
    expect((await list('?course=phy101')).length).toBe(3);
    const [first] = await list('?course=GPH%20301');
    expect(first?.course.id).toBe('GPH 301');
    expect((await list(`?course=${first?.course._id}`)).map((entry) => entry.id)).toEqual([
      'g301-2024',
    ]);
    expect(await list('?course=NOPE%20999')).toEqual([]);
  });

  it('treats blank filters as none, and refuses invalid ones', async () => {
    expect((await list('?category=&level=&course=&year=')).length).toBe(4);
    for (const query of ['?category=chemistry', '?level=500L', '?year=20x5', '?year=1900']) {
      const response = await app.inject(`/api/past-questions${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
