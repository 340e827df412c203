import { ArrowDown } from 'lucide-react';
import { PhysicsBackdrop } from '@/components/art/physics-art';

type HeroProps = {
  abbreviation: string;
  /** The association's name; undefined while it loads. */
  name?: string;
};

/** The landing hero: at least a full viewport of physics artwork under the headline. */
export function Hero({ abbreviation, name }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="surface-ink relative isolate flex min-h-svh items-end overflow-hidden"
    >
      <PhysicsBackdrop className="-z-10" />
      <div className="container-page pt-28 pb-20 sm:pb-24 lg:pb-32">
        <div className="max-w-2xl motion-safe:animate-fade-up">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-widest text-cyan-200 uppercase ring-1 ring-white/15 backdrop-blur-sm">
            <span className="size-1.5 rounded-full bg-amber-400" aria-hidden="true" />
            {name ?? abbreviation}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tighter text-white sm:text-5xl lg:text-6xl"
          >
            Where curious minds{' '}
            <span className="bg-linear-to-r from-cyan-300 via-primary-200 to-amber-300 bg-clip-text text-transparent">
              explore the universe
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-base text-ink-muted sm:text-lg">
            Lectures, tutorials, past questions and a community that makes the hard problems fun,
            for every physics student from 100L to 400L.
          </p>
        </div>
      </div>
      <a
        href="#welcome"
        className="absolute bottom-6 left-1/2 hidden -translate-x-1/2 items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:text-white sm:inline-flex"
      >
        <ArrowDown className="size-4 motion-safe:animate-bounce" aria-hidden="true" />
        Scroll to explore
      </a>
    </section>
  );
}
