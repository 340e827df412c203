export const ANSWER_INTENT = 'answer';
export const answerFields = ['name', 'answer'] as const;
export type AnswerField = (typeof answerFields)[number];

export const answerLabels: Record<AnswerField, string> = {
  name: 'Your name',
  answer: 'Your answer',
};
// After a post the answer box starts empty; the name stays.
export const answerCleared = ['answer'] as const;
