import { ArrowDown } from 'lucide-react';
import { HeroSlideshow } from '@/components/ui/hero-slideshow';
import type { HeroSlideContent } from '@contract/site-content';

type HeroProps = {
  /** The association's name. */
  name: string;
  slides: readonly HeroSlideContent[];
};

/** Home, section 1: the slideshow, with the association's name as the page's h1. */
export function Hero({ name, slides }: HeroProps) {
  return (
    <HeroSlideshow
      label="Introduction"
      slides={slides.map(({ scene, ...slide }) => ({ ...slide, image: { scene } }))}
      eyebrow={
        <h1 className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-widest text-cyan-200 uppercase ring-1 ring-white/15 backdrop-blur-sm">
          <span className="size-1.5 rounded-full bg-amber-400" aria-hidden="true" />
          {name}
        </h1>
      }
      actions={
        <a
          href="#welcome"
          className="inline-flex items-center gap-2 rounded-full py-2 text-sm font-medium text-ink-muted transition-colors hover:text-white"
        >
          <ArrowDown className="size-4 motion-safe:animate-bounce" aria-hidden="true" />
          Scroll to explore
        </a>
      }
    />
  );
}
