import type { ReactNode } from 'react';
import { InterferenceFringes } from '@/components/art/physics-art';

type GalleryHeroProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A line above the title (a link back, for instance). */
  eyebrow?: ReactNode;
  id?: string;
};

/** The top of a gallery page: a compact band, so photos start on the first screen of a phone. */
export function GalleryHero({ title, subtitle, eyebrow, id = 'gallery-title' }: GalleryHeroProps) {
  return (
    <div className="surface-ink relative isolate overflow-hidden">
      <InterferenceFringes inHero className="absolute inset-0 -z-10 size-full opacity-40" />
      <div
        aria-hidden="true"
        className="absolute -top-24 -left-16 -z-10 size-72 rounded-full bg-primary-500/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -right-10 -bottom-28 -z-10 size-64 rounded-full bg-cyan-500/25 blur-3xl"
      />
      <div className="container-page py-10 sm:py-14 lg:py-16">
        {eyebrow && <div className="mb-3 text-sm">{eyebrow}</div>}
        <h1
          id={id}
          className="text-3xl font-extrabold tracking-tight text-ink-foreground motion-safe:animate-fade-up sm:text-4xl lg:text-5xl"
        >
          {title}
        </h1>
        {subtitle && (
          <p className="mt-2 max-w-xl text-base text-ink-muted motion-safe:animate-fade-up sm:mt-3 sm:text-lg">
            {subtitle}
          </p>
        )}
      </div>
    </div>
  );
}
