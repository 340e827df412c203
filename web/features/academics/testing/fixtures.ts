import type { CategoryId, Level } from '@contract/constants';
import type { Course } from '@contract/courses';
import type { NewsItem } from '@contract/news';
import type { PastQuestionEntry } from '@contract/past-questions';
import type { LearningResource } from '@contract/resources';
import type { Tutorial } from '@contract/tutorials';

/** A course for tests; `code` is its id ('PHY 101'). */
export function course(code: string, overrides: Partial<Course> = {}): Course {
  return {
    _id: `row-${code.replace(' ', '').toLowerCase()}`,
    id: code,
    title: `Course ${code}`,
    description: `What ${code} covers.`,
    credits: 3,
    category: 'pure-physics',
    level: '100L',
    outline: ['Units and vectors', 'Kinematics'],
    materials: [],
    pastQuestions: [],
    ...overrides,
  };
}

export function tutorial(n: number, overrides: Partial<Tutorial> = {}): Tutorial {
  return {
    _id: `tutorial-${n}`,
    type: 'video',
    title: `Tutorial ${n}`,
    description: `Description of tutorial ${n}.`,
    duration: '12:30',
    level: '100L',
    category: 'pure-physics',
    lecturer: `Dr. Lecturer ${n}`,
    views: 100 + n,
    videoUrl: 'https://www.youtube.com/watch?v=abc123XYZ_0',
    keywords: [],
    uploadDate: `2026-11-${String((n % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
    comments: [],
    ...overrides,
  };
}

export function notesTutorial(n: number, overrides: Partial<Tutorial> = {}): Tutorial {
  const { videoUrl: _videoUrl, duration: _duration, ...rest } = tutorial(n);
  return { ...rest, type: 'notes', pdfUrl: `https://example.org/notes-${n}.pdf`, ...overrides };
}

export function resource(n: number, overrides: Partial<LearningResource> = {}): LearningResource {
  return {
    _id: `resource-${n}`,
    id: `resource-${n}`,
    title: `Resource ${n}`,
    description: `About resource ${n}.`,
    type: 'link',
    category: 'pure-physics',
    keywords: [],
    url: `https://example.org/resource-${n}`,
    downloadable: false,
    ...overrides,
  };
}

export function paper(
  code: string,
  year: number,
  overrides: Partial<PastQuestionEntry> & { category?: CategoryId; level?: Level } = {},
): PastQuestionEntry {
  const { category = 'pure-physics', level = '100L', ...rest } = overrides;
  return {
    id: `${code}-${year}`,
    title: `${code} ${year} examination`,
    year,
    type: 'Exam',
    url: `/media/d/${'a'.repeat(64)}.pdf`,
    course: { _id: `row-${code}`, id: code, title: `Course ${code}`, category, level },
    ...rest,
  };
}

export function newsItem(n: number, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    _id: `news-${n}`,
    name: `Author ${n}`,
    title: `News item ${n}`,
    summary: `Summary of item ${n}.`,
    date: `2026-10-${String((n % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
    category: 'academic',
    status: 'published',
    publishAt: '2026-10-01T08:00:00.000Z',
    createdAt: '2026-10-01T08:00:00.000Z',
    updatedAt: '2026-10-01T08:00:00.000Z',
    ...overrides,
  };
}

export const newsPage = (news: NewsItem[]) => ({ news, total: news.length, page: 1, limit: 4 });
