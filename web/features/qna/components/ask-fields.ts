/**
 * The ask form's names and labels: what its route action (which checks a post) and the
 * form share, apart from the form's own code, which loads on first use (ADR 0017).
 */
export const ASK_INTENT = 'ask';
export const askFields = ['name', 'question', 'category', 'level', 'tags'] as const;
export type AskField = (typeof askFields)[number];

export const askLabels: Record<AskField, string> = {
  name: 'Your name',
  question: 'Your question',
  category: 'Category',
  level: 'Level',
  tags: 'Tags',
};
// After a post, the name, category and level stay for the next question.
export const askCleared = ['question', 'tags'] as const;
