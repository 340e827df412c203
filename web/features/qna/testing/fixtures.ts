import type { CategoryId, Level } from '@contract/constants';
import type { FormOutcome, PublicForms } from '@contract/page-context';
import type { QnaAnswer, QnaEntry } from '@contract/qna';
import { fakeForms, fakeReads, testContext } from '@/test/fake-reads';

/** A question as the public reads answer it; `id` 'q1' unless given. */
export function question(overrides: Partial<QnaEntry> = {}): QnaEntry {
  const id = overrides.id ?? 'q1';
  return {
    _id: id,
    id,
    question: 'Why is $E = mc^2$?',
    author: 'Chidi',
    category: 'pure-physics',
    level: '100L',
    date: '2026-11-20T00:00:00.000Z',
    answered: false,
    answers: [],
    tags: ['relativity'],
    ...overrides,
  };
}

export function answer(overrides: Partial<QnaAnswer> = {}): QnaAnswer {
  return {
    id: 'a1',
    author: 'Dr. Eze',
    content: 'As P and S waves',
    date: '2026-11-21T00:00:00.000Z',
    helpful: 2,
    ...overrides,
  };
}

/**
 * A small forum in memory, read and written as the server does: the Q&A reads over `entries`, and
 * the public forms storing a question, an answer or a 'helpful' there (so the page shows them once
 * it reads again), unless `refuse` answers the form's outcome instead. `sent` records each form.
 */
export function fakeForum(
  initial: QnaEntry[],
  refuse: Partial<Record<'ask' | 'answer' | 'helpful', FormOutcome>> = {},
) {
  let entries = structuredClone(initial);
  /** The answers this (one) visitor's marks were counted on, as the server keeps them. */
  const counted = new Set<string>();
  const { forms: recording, sent } = fakeForms();
  const find = (id: string) => entries.find((entry) => entry.id === id);
  const forms: PublicForms = {
    ...recording,
    async ask(values) {
      await recording.ask(values);
      if (refuse.ask) return refuse.ask;
      const id = `q${entries.length + 1}`;
      entries = [
        question({
          id,
          question: String(values.question),
          author: String(values.name),
          category: values.category as CategoryId,
          level: values.level as Level,
          date: '2026-11-25T00:00:00.000Z',
          tags: String(values.tags ?? '')
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        }),
        ...entries,
      ];
      return { ok: true };
    },
    async answer(questionId, values) {
      await recording.answer(questionId, values);
      if (refuse.answer) return refuse.answer;
      const entry = find(questionId);
      if (!entry) return { ok: false, status: 404, error: 'Question not found' };
      entry.answers.push(
        answer({
          id: `a${entry.answers.length + 100}`,
          author: String(values.name),
          content: String(values.answer),
          date: '2026-11-25T00:00:00.000Z',
          helpful: 0,
        }),
      );
      entry.answered = true;
      return { ok: true };
    },
    async helpful(questionId, answerId) {
      await recording.helpful(questionId, answerId);
      if (refuse.helpful) return refuse.helpful;
      const marked = find(questionId)?.answers.find((item) => item.id === answerId);
      if (!marked) return { ok: false, status: 404, error: 'Answer not found' };
      if (counted.has(answerId))
        return { ok: false, status: 409, error: 'You have already marked this answer helpful.' };
      counted.add(answerId);
      marked.helpful += 1;
      return { ok: true, helpful: marked.helpful };
    },
    markedHelpful: async (answerIds) => answerIds.filter((id) => counted.has(id)),
  };
  const reads = fakeReads({
    qna: {
      // Copies, as from a database: what a page holds never changes under it.
      list: async () => structuredClone(entries),
      item: async (id) => structuredClone(find(id)),
    },
  });
  return { context: testContext(reads, forms), sent };
}

/**
 * jsdom gives MathML elements (KaTeX's accessible copy of the maths) no style, and its
 * getComputedStyle then throws, so role queries over typeset maths fail. Browsers style them like
 * any element: here they get a plain inline element's style. Returns the undo.
 */
export function installMathStyleShim(): () => void {
  const original = window.getComputedStyle;
  const plain = document.createElement('span');
  window.getComputedStyle = function (element, pseudo) {
    const styled = (element as Partial<ElementCSSInlineStyle>).style ? element : plain;
    return original.call(this, styled, pseudo);
  };
  return () => {
    window.getComputedStyle = original;
  };
}
