import { formOnFirstUse } from '@/components/form-on-first-use';

export { ASK_INTENT, askFields } from './ask-fields';

/**
 * Ask a question: no account, just a name. Maths in $…$ is rendered when shown. The form's code
 * loads on its first use (ADR 0017).
 */
export const AskForm = formOnFirstUse(() =>
  import('./ask-form-fields').then((module) => module.AskFormFields),
);
