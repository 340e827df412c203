import { contactMessageCreateSchema, membershipApplicationCreateSchema } from '@contract/inbox';
import type { FormOutcome, PublicForms } from '@contract/page-context';
import { fakeForms } from '@/test/fake-reads';

const schemas = {
  contact: contactMessageCreateSchema,
  membership: membershipApplicationCreateSchema,
};

/**
 * The public forms with an inbox that checks what it receives as the server does (the contract's
 * schemas: a 400 naming the first field, with every field's message), unless `answer` says what
 * the server answers instead. `hold` keeps the answer back until `release()`. Records what was sent.
 */
export function inboxForms(answer?: () => FormOutcome) {
  const sent: { kind: string; values: Record<string, unknown> }[] = [];
  let held: Promise<void> | undefined;
  let release = () => {};
  const inbox: PublicForms['inbox'] = async (kind, values) => {
    sent.push({ kind, values });
    await held;
    if (answer) return answer();
    const result = schemas[kind].safeParse(values);
    if (result.success) return { ok: true };
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) fields[String(issue.path[0])] ??= issue.message;
    const [first] = Object.entries(fields);
    return { ok: false, status: 400, error: `${first?.[0]}: ${first?.[1]}`, fields };
  };
  return {
    forms: { ...fakeForms().forms, inbox },
    sent,
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}
