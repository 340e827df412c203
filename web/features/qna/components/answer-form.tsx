import { formOnFirstUse } from '@/components/form-on-first-use';

export { ANSWER_INTENT, answerFields } from './answer-fields';

/**
 * Answer a question: a name and the answer, no account. Posts to the question page's action. The
 * form's code loads on its first use (ADR 0017).
 */
export const AnswerForm = formOnFirstUse(() =>
  import('./answer-form-fields').then((module) => module.AnswerFormFields),
);
