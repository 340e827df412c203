import type * as React from 'react';
import { PhysicsBackdrop } from '@/components/art/physics-art';

type PageHeadingProps = {
  eyebrow: string;
  title: string;
  lead: React.ReactNode;
  /** Under the lead: badges, a back link. */
  children?: React.ReactNode;
};

/** The band at the top of every academics page: its h1 over the physics backdrop. */
export function PageHeading({ eyebrow, title, lead, children }: PageHeadingProps) {
  return (
    <section aria-labelledby="page-title" className="surface-ink relative isolate overflow-hidden">
      <PhysicsBackdrop className="-z-10" />
      <div className="container-page py-12 sm:py-16 lg:py-20">
        <div className="max-w-2xl motion-safe:animate-fade-up">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-widest text-cyan-200 uppercase ring-1 ring-white/15 backdrop-blur-sm">
            <span className="size-1.5 rounded-full bg-amber-400" aria-hidden="true" />
            {eyebrow}
          </p>
          <h1
            id="page-title"
            className="mt-4 text-4xl font-extrabold tracking-tighter text-white sm:text-5xl"
          >
            {title}
          </h1>
          <div className="mt-4 max-w-xl text-base text-ink-muted sm:text-lg">{lead}</div>
          {children}
        </div>
      </div>
    </section>
  );
}
