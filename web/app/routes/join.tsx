import { MembershipForm, membershipFields } from '@/features/inbox/components/membership-form';
import { formReply, readForm } from '@/lib/form-reply';
import { pageMeta } from '@/lib/page-meta';
import { useSite } from '@/lib/site';
import type { Route } from './+types/join';

export async function action({ request, context }: Route.ActionArgs) {
  const { values } = await readForm(request);
  return formReply(await context.forms.inbox('membership', values), values, membershipFields);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Become a member',
    description:
      'Apply to join the association: membership is open to every physics student, from 100L to 400L.',
    path: '/join',
  });

/** /join: the membership application ('Become a Member' on About). */
export default function Join({ actionData }: Route.ComponentProps) {
  const { abbreviation } = useSite();
  return (
    <>
      <header className="surface-ink relative overflow-hidden">
        <div className="relative container-page py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-widest text-cyan-300 uppercase">
            Membership
          </p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            Become a member
          </h1>
          <p className="mt-4 max-w-xl text-lg text-ink-muted">
            Membership of the {abbreviation} is open to every physics student. Tell us a little
            about yourself; the membership secretary replies by email.
          </p>
        </div>
      </header>
      <div className="container-page max-w-2xl py-12 sm:py-16">
        <section className="rounded-card bg-card p-6 shadow-card ring-1 ring-border sm:p-8">
          <MembershipForm reply={actionData} abbreviation={abbreviation} />
        </section>
      </div>
    </>
  );
}
