import type { QnaEntry } from '@contract/qna';
import { compareText } from '@/lib/compare-text';

export interface QnaFilters {
  category: string;
  level: string;
  tag: string;
  status: '' | 'answered' | 'unanswered';
  search: string;
}

export const noFilters: QnaFilters = { category: '', level: '', tag: '', status: '', search: '' };

/** The questions that pass every filter; the search looks in questions, answers, authors and tags. */
export function filterQuestions(entries: QnaEntry[], filters: QnaFilters): QnaEntry[] {
  const words = filters.search.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (filters.category && entry.category !== filters.category) return false;
    if (filters.level && entry.level !== filters.level) return false;
    if (filters.tag && !entry.tags.includes(filters.tag)) return false;
    if (filters.status === 'answered' && !entry.answered) return false;
    if (filters.status === 'unanswered' && entry.answered) return false;
    if (words.length === 0) return true;
    const haystack = [
      entry.question,
      entry.author,
      ...entry.tags,
      ...entry.answers.map((a) => a.content),
    ]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** Every tag in use, alphabetical, for the tag filter. */
export const allTags = (entries: QnaEntry[]) =>
  [...new Set(entries.flatMap((entry) => entry.tags))].sort(compareText);
