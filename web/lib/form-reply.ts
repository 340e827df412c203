import { useEffect, useRef } from 'react';
import { data, useActionData, useFetcher } from 'react-router';
import type { FormOutcome } from '@contract/page-context';

/**
 * What a public form's route action answers, to the page it re-renders (with or without
 * scripts): the values sent, and either success or the messages to show, under their fields or
 * for the whole form.
 */
export type FormReply<F extends string> = {
  /** Which of the page's forms this answers (a page may hold several: an answer, a 'helpful'). */
  intent?: string;
} & (
  | { ok: true; values: Partial<Record<F, string>> }
  | {
      ok: false;
      /** The HTTP status it failed with (400, 409, 429…). */
      status: number;
      formError: string | null;
      fieldErrors: Partial<Record<F, string>>;
      values: Partial<Record<F, string>>;
    }
);

/**
 * A posted form: which of the page's forms sent it (its hidden `intent` field) and its other text
 * fields, the values the server checks (a public form has no files).
 */
export async function readForm(
  request: Request,
): Promise<{ intent: string | undefined; values: Record<string, string> }> {
  // A browser posts a form as one of these two; anything else is no form of ours (415), and a
  // body that does not parse as what it claims is a bad request (400), never a server error.
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw data('Send the form as application/x-www-form-urlencoded or multipart/form-data', {
      status: 415,
    });
  }
  const form = await request.formData().catch(() => {
    throw data('The form could not be read', { status: 400 });
  });
  let intent: string | undefined;
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value !== 'string') continue;
    if (key === 'intent') intent = value;
    else values[key] = value;
  }
  return { intent, values };
}

/**
 * Turns the server's outcome into the page's reply: messages for the form's own fields go under
 * them; anything else (a rate limit, an unknown field) is the form's message. Failures keep their
 * status (400, 429), so the page answers with it too.
 */
export function formReply<F extends string, Done extends object = object>(
  outcome: FormOutcome,
  values: Record<string, string>,
  fields: readonly F[],
  intent?: string,
  /** What a success answers besides (a 'helpful' mark: the answer's count now). */
  done?: Done,
) {
  const kept: Partial<Record<F, string>> = {};
  for (const field of fields) if (values[field] !== undefined) kept[field] = values[field];
  if (outcome.ok) {
    return data<FormReply<F> & Partial<Done>>({ ...done, intent, ok: true, values: kept });
  }
  const fieldErrors: Partial<Record<F, string>> = {};
  let unmatched = false;
  for (const [key, message] of Object.entries(outcome.fields ?? {})) {
    if ((fields as readonly string[]).includes(key)) fieldErrors[key as F] = message;
    else unmatched = true;
  }
  const explained = Object.keys(fieldErrors).length > 0 && !unmatched;
  return data<FormReply<F> & Partial<Done>>(
    {
      intent,
      ok: false,
      status: outcome.status,
      formError: explained ? null : outcome.error,
      fieldErrors,
      values: kept,
    },
    { status: outcome.status },
  );
}

/**
 * After a reply arrives: focus the first field with an error (in the form's order), or the
 * success message, so a screen reader announces what happened.
 */
export function useFocusAfterReply<F extends string>(
  reply: FormReply<F> | undefined,
  order: readonly F[],
) {
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!reply) return;
    if (reply.ok) {
      doneRef.current?.focus();
      return;
    }
    const first = order.find((field) => reply.fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [reply, order]);
  return { formRef, doneRef };
}

/**
 * One of a page's public forms, posting to the page's action with `intent` without leaving the
 * page (a fetcher): its own reply, progress and submit. Without scripts the form posts the page itself,
 * whose reply comes back as the page's action data.
 */
export function usePublicForm<F extends string>(intent: string) {
  const fetcher = useFetcher<FormReply<F>>({ key: intent });
  const actionData = useActionData() as FormReply<F> | undefined;
  const reply = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined);
  // Posts the form element itself, so the action gets exactly what a post without scripts sends.
  const submit = (form: HTMLFormElement) => void fetcher.submit(form);
  return { Form: fetcher.Form, reply, busy: fetcher.state !== 'idle', submit };
}
