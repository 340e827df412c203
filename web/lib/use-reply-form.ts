import { useEffect, useMemo, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from './contract-resolver';
import { sentence } from './form-errors';
import { useFocusAfterReply, type FormReply } from './form-reply';
import { useKeepEarlyInput } from './use-keep-early-input';

type ReplyFormOptions<F extends string> = {
  /** The contract's schema the server checks the post with. */
  schema: z.ZodType<FieldValues, FieldValues>;
  /** Each field's label, for the messages ('Your name is required'). Keep it a stable object. */
  labels: Record<F, string>;
  /** The form's fields in the order shown (the first with a message gets the focus). Stable too. */
  fields: readonly F[];
  /** The route action's reply, with or without scripts. */
  reply: FormReply<F> | undefined;
  /** Posts the form element itself to the route's action (useSubmit, fetcher.submit). */
  submit: (form: HTMLFormElement) => void;
  /** The fields that start empty again after a success; the others keep the value posted. */
  cleared?: readonly F[];
};

/**
 * A public form on react-hook-form that still posts to its route's action, so it works the same
 * before and without scripts: its fields carry their `name`, the server checks the post and
 * answers a FormReply, which fills the form (values, and messages under the fields or for the
 * whole form) on the page it re-renders. With scripts the contract's schema checks the fields
 * first, and a valid form is submitted through React Router with the form's own data (the
 * honeypot and `intent` included), so the action stays the one path.
 */
export function useReplyForm<F extends string>({
  schema,
  labels,
  fields,
  reply,
  submit,
  cleared = fields,
}: ReplyFormOptions<F>) {
  const errors = useMemo(() => replyErrors(reply, fields, labels), [reply, fields, labels]);
  const form = useForm<Record<F, string>>({
    resolver: contractResolver(schema, labels) as unknown as Resolver<Record<F, string>>,
    defaultValues: valuesAfter(reply, fields, cleared),
    // The server's messages, there on the first render: the page re-rendered without scripts shows them.
    errors,
  });
  const { formRef, doneRef } = useFocusAfterReply(reply, fields);
  useKeepEarlyInput(
    formRef,
    form,
    fields as readonly string[] as readonly Path<Record<F, string>>[],
  );
  const { reset } = form;

  useEffect(() => {
    if (reply?.ok) reset(valuesAfter(reply, fields, cleared));
  }, [reply, fields, cleared, reset]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void form.handleSubmit(() => submit(element))(event);
  };
  return { form, formRef, doneRef, onSubmit };
}

/** The form's values: those the reply echoes (blank for any field cleared after a success). */
function valuesAfter<F extends string>(
  reply: FormReply<F> | undefined,
  fields: readonly F[],
  cleared: readonly F[],
): DefaultValues<Record<F, string>> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    values[field] = reply?.ok && cleared.includes(field) ? '' : (reply?.values[field] ?? '');
  }
  return values as DefaultValues<Record<F, string>>;
}

/** A failed reply's messages as react-hook-form's errors: under their fields, the rest as root. */
function replyErrors<F extends string>(
  reply: FormReply<F> | undefined,
  fields: readonly F[],
  labels: Record<F, string>,
): FieldErrors<Record<F, string>> | undefined {
  if (!reply || reply.ok) return undefined;
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    const message = reply.fieldErrors[field];
    if (message) errors[field] = { type: 'server', message: sentence(labels[field], message) };
  }
  if (reply.formError) errors.root = { type: 'server', message: reply.formError };
  return errors as FieldErrors<Record<F, string>>;
}
