import { HeroSlideshow } from '@/components/ui/hero-slideshow';
import { aboutSlide } from '../content/story';

/** The About page's hero: one slide, with the page's h1. */
export function AboutHero({ abbreviation }: { abbreviation: string }) {
  return (
    <HeroSlideshow
      label={`About the ${abbreviation}`}
      slides={[aboutSlide]}
      eyebrow={
        <h1 className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-widest text-cyan-200 uppercase ring-1 ring-white/15 backdrop-blur-sm">
          <span className="size-1.5 rounded-full bg-amber-400" aria-hidden="true" />
          About the {abbreviation}
        </h1>
      }
    />
  );
}
