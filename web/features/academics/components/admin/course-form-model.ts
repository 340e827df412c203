import type { CategoryId, Level } from '@contract/constants';
import type { z } from 'zod';
import type { Course, CourseCreate, courseCreateSchema } from '@contract/courses';

export interface MaterialRow {
  /** React's key; the stored id may repeat while being typed. */
  key: string;
  id: string;
  title: string;
  type: 'PDF' | 'VIDEO';
  url: string;
  downloadable: boolean;
}

export interface PaperRow {
  key: string;
  id: string;
  title: string;
  /** As typed. */
  year: string;
  type: string;
  url: string;
}

/** The course form as typed. */
export interface CourseForm {
  id: string;
  title: string;
  credits: string;
  category: CategoryId;
  level: Level;
  description: string;
  /** One topic per line. */
  outline: string;
  materials: MaterialRow[];
  pastQuestions: PaperRow[];
}

/** The course as the contract reads it: the code normalized, the numbers numbers. */
export type CourseOutput = z.output<typeof courseCreateSchema>;

/** A short id for a new material or paper, unique enough within one course. */
const newItemId = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const emptyCourseForm = (): CourseForm => ({
  id: '',
  title: '',
  credits: '3',
  category: 'pure-physics',
  level: '100L',
  description: '',
  outline: '',
  materials: [],
  pastQuestions: [],
});

export const newMaterial = (): MaterialRow => {
  const id = newItemId('m');
  return { key: id, id, title: '', type: 'PDF', url: '', downloadable: true };
};

export const newPaper = (year = new Date().getFullYear()): PaperRow => {
  const id = newItemId('pq');
  return { key: id, id, title: '', year: String(year), type: 'Exam', url: '' };
};

export function courseFormOf(course: Course): CourseForm {
  return {
    id: course.id,
    title: course.title,
    credits: String(course.credits),
    category: course.category,
    level: course.level,
    description: course.description,
    outline: course.outline.join('\n'),
    materials: course.materials.map((material, index) => ({
      ...material,
      key: `${material.id}-${index}`,
    })),
    pastQuestions: course.pastQuestions.map((paper, index) => ({
      ...paper,
      key: `${paper.id}-${index}`,
      year: String(paper.year),
    })),
  };
}

/** What the form sends (before the contract's parse turns the numbers and the code into shape). */
export function courseInput(form: CourseForm): CourseCreate {
  return {
    id: form.id,
    title: form.title,
    credits: form.credits as unknown as number,
    category: form.category,
    level: form.level,
    description: form.description,
    outline: form.outline
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    materials: form.materials.map(({ key: _key, ...material }) => material),
    pastQuestions: form.pastQuestions.map(({ key: _key, year, ...paper }) => ({
      ...paper,
      year: year as unknown as number,
    })),
  };
}
