import { PhysicsBackdrop } from '@/components/art/physics-art';

type PageHeadingProps = { eyebrow: string; title: string; lead: string };

/** The band at the top of the news and events page: its h1 over the physics backdrop. */
export function PageHeading({ eyebrow, title, lead }: PageHeadingProps) {
  return (
    <section aria-labelledby="page-title" className="surface-ink relative isolate overflow-hidden">
      <PhysicsBackdrop className="-z-10" />
      {/* The band is short, so the atom sits behind the text: dim it there for legible copy. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-ink/90 via-ink/75 to-ink/55 lg:via-ink/40 lg:to-ink/10"
      />
      <div className="container-page py-14 sm:py-20 lg:py-24">
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
          <p className="mt-4 max-w-xl text-base text-ink-muted sm:text-lg">{lead}</p>
        </div>
      </div>
    </section>
  );
}
