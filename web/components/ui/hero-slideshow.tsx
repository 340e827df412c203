import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { ArtPicture, type ArtSource } from '@/components/art/art-picture';
import { cn } from '@/lib/cn';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';

/** Spec §9: the slideshow moves on every 3000 ms. */
export const SLIDESHOW_INTERVAL_MS = 3000;

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
  /** The first slide's image has loaded (or failed): the page's largest element is on screen. */
  onFirstImageLoad?: () => void;
};

/**
 * The hero slideshow (spec §2 and §4): at least a full viewport high; each slide a background
 * picture under a gradient with its headline. It advances every 3 s and wraps from the last slide to
 * the first, but never while the pointer is over it, while focus is inside it, after the visitor
 * pressed Pause, or when they prefer reduced motion (WCAG 2.2.2). Dots jump to a slide, Previous and
 * Next step, and so do the arrow keys while focus is inside. Only the first slide's image loads at
 * once (it is the page's largest element); the others load after it.
 */
export function HeroSlideshow({
  slides,
  label,
  eyebrow,
  actions,
  intervalMs = SLIDESHOW_INTERVAL_MS,
  onFirstImageLoad,
  className,
  ...props
}: HeroSlideshowProps) {
  const count = slides.length;
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // The other slides' images wait until the first has loaded, so they never compete with it.
  const [firstLoaded, setFirstLoaded] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const id = useId();
  const several = count > 1;
  const paused = !several || hovered || focused || stopped || reducedMotion;

  const firstImageReported = useRef(false);
  function firstImageDone() {
    if (firstImageReported.current) return;
    firstImageReported.current = true;
    setFirstLoaded(true);
    onFirstImageLoad?.();
  }
  // A page rendered on the server shows its image before the scripts run: by hydration it may
  // have loaded already, and its load event has passed.
  function onFirstImageMounted(image: HTMLImageElement | null) {
    if (image?.complete) firstImageDone();
  }

  const goTo = useCallback(
    (index: number) => setActive(((index % count) + count) % count),
    [count],
  );
  const next = useCallback(() => setActive((current) => (current + 1) % count), [count]);
  const previous = useCallback(
    () => setActive((current) => (current - 1 + count) % count),
    [count],
  );

  useEffect(() => {
    if (paused) return;
    // A new timer for every slide: a jump restarts the count, so no slide is cut short.
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [paused, active, next, intervalMs]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (!several) return;
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  }

  return (
    <section
      {...props}
      aria-roledescription="carousel"
      aria-label={label}
      data-slot="hero-slideshow"
      data-paused={paused || undefined}
      className={cn(
        'surface-ink relative isolate grid min-h-svh grid-rows-[1fr_auto_auto_auto] overflow-hidden',
        className,
      )}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="container-page row-start-1 self-end pt-24">{eyebrow}</div>

      <div
        id={`${id}-slides`}
        // Announce a new slide only when the visitor moved it, not on every automatic advance.
        aria-live={paused ? 'polite' : 'off'}
        className="row-start-2 grid"
      >
        {slides.map((slide, index) => {
          const current = index === active;
          const showImage = index === 0 || firstLoaded || current;
          // Images and overlays sit behind the content (positioned against the section); the
          // current pair is above the others, and each fades in and out on its own.
          const layer = cn(
            'absolute inset-0 size-full transition-opacity duration-700 ease-out',
            current ? '-z-10 opacity-100' : '-z-20 opacity-0',
          );
          return (
            <div
              key={slide.text}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={!current}
              inert={!current}
              data-active={current || undefined}
              className="col-start-1 row-start-1"
            >
              {showImage && (
                <ArtPicture
                  art={slide.image}
                  alt={slide.alt}
                  priority={index === 0}
                  ref={index === 0 ? onFirstImageMounted : undefined}
                  onLoad={index === 0 ? firstImageDone : undefined}
                  onError={index === 0 ? firstImageDone : undefined}
                  className={cn(layer, 'object-cover')}
                />
              )}
              <div
                aria-hidden="true"
                className={cn(
                  layer,
                  'bg-linear-to-t from-ink via-ink/60 to-ink/10 sm:bg-linear-to-r sm:from-ink/90 sm:via-ink/50 sm:to-ink/5',
                  slide.overlayClassName,
                )}
              />
              <div
                className={cn(
                  'container-page transition-opacity duration-700 ease-out',
                  current ? 'opacity-100' : 'opacity-0',
                )}
              >
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
                  aria-label={`Go to slide ${index + 1}`}
                  aria-controls={`${id}-slides`}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => goTo(index)}
                  className="group inline-flex size-11 cursor-pointer items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'h-2 rounded-full transition-all duration-300',
                      index === active
                        ? 'w-8 bg-amber-400'
                        : 'w-2 bg-white/60 group-hover:bg-white',
                    )}
                  />
                </button>
              ))}
            </div>
            <div className="flex items-center gap-2">
              <SlideshowButton
                label={stopped ? 'Play slideshow' : 'Pause slideshow'}
                onClick={() => setStopped((value) => !value)}
              >
                {stopped ? <Play /> : <Pause />}
              </SlideshowButton>
              <SlideshowButton label="Previous slide" controls={`${id}-slides`} onClick={previous}>
                <ChevronLeft />
              </SlideshowButton>
              <SlideshowButton label="Next slide" controls={`${id}-slides`} onClick={next}>
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
  label,
  controls,
  onClick,
  children,
}: {
  label: string;
  controls?: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 backdrop-blur-sm transition-colors hover:bg-white/20 [&_svg]:size-5"
    >
      {children}
    </button>
  );
}
