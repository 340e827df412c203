import { ContactDetails } from '@/features/inbox/components/contact-details';
import { ContactForm, contactFields } from '@/features/inbox/components/contact-form';
import { formReply, readForm } from '@/lib/form-reply';
import { pageMeta } from '@/lib/page-meta';
import { useSite } from '@/lib/site';
import type { Route } from './+types/contact';

export async function action({ request, context }: Route.ActionArgs) {
  const { values } = await readForm(request);
  return formReply(await context.forms.inbox('contact', values), values, contactFields);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Contact us',
    description:
      'Write to the association: questions about membership, events, tutorials or partnerships. We reply by email.',
    path: '/contact',
  });

/** /contact: the association's contact details and a message form. */
export default function Contact({ actionData }: Route.ComponentProps) {
  const site = useSite();
  const { abbreviation } = site;

  return (
    <>
      <header className="surface-ink relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 -right-24 size-96 rounded-full bg-primary-600/35 blur-3xl"
        />
        <div className="relative container-page py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-widest text-cyan-300 uppercase">Contact</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            Get in touch
          </h1>
          <p className="mt-4 max-w-xl text-lg text-ink-muted">
            Questions about membership, tutorials or events, an idea for a seminar, or a
            partnership: write to the {abbreviation} executive council.
          </p>
        </div>
      </header>
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <section aria-labelledby="contact-details-title">
          <h2
            id="contact-details-title"
            className="text-2xl font-bold tracking-tight text-foreground"
          >
            Contact details
          </h2>
          <div className="mt-6">
            <ContactDetails site={site} />
          </div>
        </section>
        <section
          aria-labelledby="contact-form-title"
          className="rounded-card bg-card p-6 shadow-card ring-1 ring-border sm:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-foreground">
            Send us a message
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Every field is required. We reply by email.
          </p>
          <div className="mt-6">
            <ContactForm reply={actionData} />
          </div>
        </section>
      </div>
    </>
  );
}
