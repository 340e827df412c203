import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type * as React from 'react';
import { ArtPicture, type ArtSource } from '@/components/art/art-picture';
import { cn } from '@/lib/cn';
import { enhanceSlideshow, SLIDESHOW_INTERVAL_MS } from '@/lib/enhance/slideshow';

export { SLIDESHOW_INTERVAL_MS } from '@/lib/enhance/slideshow';

/** One slide (spec §3, Hero slide): a background image with alt text, a headline, optional sub-text. */
export type HeroSlide = {
  image: ArtSource;
  alt: string;
  text: string;
  subText?: string;
  /** Style overrides: the gradient over the image, the headline and the sub-text. */
  overlayClassName?: string;
  titleClassName?: string;
  subTextClassName?: string;
};

type HeroSlideshowProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  slides: readonly HeroSlide[];
  /** Names the region for assistive technology, e.g. 'Highlights'. */
  label: string;
  /** Above the headline on every slide: typically the page's h1 (the association's name). */
  eyebrow?: React.ReactNode;
  /** Below the headline on every slide: calls to action. */
  actions?: React.ReactNode;
  intervalMs?: number;
};

// Images and overlays sit behind the content (positioned against the section); the current
// slide's pair is above the others, and each fades in and out on its own.
const layer =
  'absolute inset-0 size-full transition-opacity duration-700 ease-out -z-20 opacity-0 group-data-[active]/slide:-z-10 group-data-[active]/slide:opacity-100';

/**
 * The hero slideshow (spec §2 and §4): at least a full viewport high; each slide a background
 * picture under a gradient with its headline. The server renders the first slide; the behaviour
 * (advancing every 3 s, pausing, dots, Previous and Next, the arrow keys) is
 * web/lib/enhance/slideshow.ts, the same code pages without React use.
 */
export function HeroSlideshow({
  slides,
  label,
  eyebrow,
  actions,
  intervalMs = SLIDESHOW_INTERVAL_MS,
  className,
  ...props
}: HeroSlideshowProps) {
  const ref = useRef<HTMLElement>(null);
  const id = useId();
  const count = slides.length;
  const several = count > 1;
  useEffect(
    () => (ref.current ? enhanceSlideshow(ref.current, intervalMs) : undefined),
    [intervalMs],
  );

  return (
    <section
      {...props}
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label}
      data-slot="hero-slideshow"
      data-enhance="slideshow"
      className={cn(
        'group/show surface-ink relative isolate grid min-h-svh grid-rows-[1fr_auto_auto_auto] overflow-hidden',
        className,
      )}
    >
      <div className="container-page row-start-1 self-end pt-24">{eyebrow}</div>

      <div id={`${id}-slides`} data-slot="slides" aria-live="off" className="row-start-2 grid">
        {slides.map((slide, index) => {
          const first = index === 0;
          return (
            <div
              key={slide.text}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={!first}
              inert={!first}
              data-slot="slide"
              data-active={first || undefined}
              className="group/slide col-start-1 row-start-1"
            >
              {/* Only the first image loads with the page; the script shows the others after it. */}
              <div data-slot="slide-image" hidden={!first} className={layer}>
                <ArtPicture
                  art={slide.image}
                  alt={slide.alt}
                  priority={first}
                  className="size-full object-cover"
                />
              </div>
              <div
                aria-hidden="true"
                className={cn(
                  layer,
                  'bg-linear-to-t from-ink via-ink/60 to-ink/10 sm:bg-linear-to-r sm:from-ink/90 sm:via-ink/50 sm:to-ink/5',
                  slide.overlayClassName,
                )}
              />
              <div className="container-page opacity-0 transition-opacity duration-700 ease-out group-data-[active]/slide:opacity-100">
                <div className="max-w-2xl">
                  <p
                    className={cn(
                      'mt-4 text-4xl leading-[1.08] font-extrabold tracking-tighter text-balance text-white sm:text-5xl lg:text-6xl',
                      slide.titleClassName,
                    )}
                  >
                    {slide.text}
                  </p>
                  {slide.subText && (
                    <p
                      className={cn(
                        'mt-5 max-w-xl text-base text-ink-muted sm:text-lg',
                        slide.subTextClassName,
                      )}
                    >
                      {slide.subText}
                    </p>
                  )}
                </div>
              </div>
            </div>
          );
        })}
      </div>

      <div className="container-page row-start-3 pt-8">{actions}</div>

      {several ? (
        <div className="row-start-4">
          {/* The header sits above the hero, so its last header-height is below the fold: keep the
              controls clear of it. */}
          <div className="container-page flex items-center justify-between gap-4 pt-6 pb-[calc(var(--spacing-header)+1rem)]">
            <div className="flex items-center gap-1" role="group" aria-label="Choose a slide">
              {slides.map((slide, index) => (
                <button
                  key={slide.text}
                  type="button"
                  data-slot="slide-dot"
                  aria-label={`Go to slide ${index + 1}`}
                  aria-controls={`${id}-slides`}
                  aria-current={index === 0 ? 'true' : undefined}
                  className="group/dot inline-flex size-11 cursor-pointer items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className="h-2 w-2 rounded-full bg-white/60 transition-all duration-300 group-hover/dot:bg-white group-aria-[current=true]/dot:w-8 group-aria-[current=true]/dot:bg-amber-400"
                  />
                </button>
              ))}
            </div>
            <div className="flex items-center gap-2">
              <SlideshowButton slot="slideshow-pause" label="Pause slideshow">
                <Pause className="group-data-[stopped]/show:hidden" />
                <Play className="hidden group-data-[stopped]/show:block" />
              </SlideshowButton>
              <SlideshowButton
                slot="slideshow-previous"
                label="Previous slide"
                controls={`${id}-slides`}
              >
                <ChevronLeft />
              </SlideshowButton>
              <SlideshowButton slot="slideshow-next" label="Next slide" controls={`${id}-slides`}>
                <ChevronRight />
              </SlideshowButton>
            </div>
          </div>
        </div>
      ) : (
        <div className="row-start-4 pb-[calc(var(--spacing-header)+3rem)]" />
      )}
    </section>
  );
}

function SlideshowButton({
  slot,
  label,
  controls,
  children,
}: {
  slot: string;
  label: string;
  controls?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      data-slot={slot}
      aria-label={label}
      aria-controls={controls}
      className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 backdrop-blur-sm transition-colors hover:bg-white/20 [&_svg]:size-5"
    >
      {children}
    </button>
  );
}
