import type * as React from 'react';
import { Orbits } from '@/components/art/physics-art';

/**
 * Join the association. The actions come from the route: 'Become a Member' opens the membership
 * form (another feature), 'Contact Us' goes to /contact.
 */
export function JoinSection({
  abbreviation,
  actions,
}: {
  abbreviation: string;
  actions: React.ReactNode;
}) {
  return (
    <section aria-labelledby="join-title" className="py-section lg:py-section-lg">
      <div className="container-page">
        <div className="surface-ink relative isolate overflow-hidden rounded-card px-6 py-14 text-center shadow-glow sm:px-12">
          <Orbits nucleus={false} className="-top-1/3 -right-1/4 -z-10 w-[28rem] opacity-40" />
          <h2
            id="join-title"
            className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
          >
            Join the {abbreviation}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-ink-muted sm:text-lg">
            Membership is open to every physics student. Apply in a minute, or write to us with your
            questions.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
        </div>
      </div>
    </section>
  );
}
