/**
 * The answer form's names and labels: what its route action (which checks a post) and the
 * form share, apart from the form's own code, which loads on first use (ADR 0017).
 */
export const ANSWER_INTENT = 'answer';
export const answerFields = ['name', 'answer'] as const;
export type AnswerField = (typeof answerFields)[number];

export const answerLabels: Record<AnswerField, string> = {
  name: 'Your name',
  answer: 'Your answer',
};
// After a post the answer box starts empty; the name stays.
export const answerCleared = ['answer'] as const;
