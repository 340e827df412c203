import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useId, useState } from 'react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

/**
 * Spec §2: a carousel loops only when there is more than one item (the programmes carousel only
 * with more than two): `loopsWith(count, 2)`.
 */
export function loopsWith(count: number, moreThan = 1): boolean {
  return count > moreThan;
}

type CarouselState = {
  viewportRef: UseEmblaCarouselType[0] | undefined;
  api: CarouselApi;
  selected: number;
  snapCount: number;
  canPrevious: boolean;
  canNext: boolean;
  previous: () => void;
  next: () => void;
  goTo: (index: number) => void;
  /** The word for one item in labels: 'slide', 'programme', 'testimonial'. */
  noun: string;
  contentId: string;
};

const CarouselContext = createContext<CarouselState | null>(null);

function useCarousel(): CarouselState {
  const state = useContext(CarouselContext);
  if (!state) throw new Error('Carousel parts must be inside <Carousel>');
  return state;
}

/** Whether the element is within a screen's height of the viewport (always, without IntersectionObserver). */
function useNearViewport() {
  const [value, setValue] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element || value) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setValue(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, value]);
  return [value, setElement] as const;
}

type CarouselProps = Omit<React.ComponentProps<'section'>, 'aria-label'> & {
  /** Names the region, e.g. 'Our programmes'. */
  label: string;
  /** How many items it holds, for the loop rule. */
  count: number;
  /** It loops only with more than this many items (spec: 1; the programmes carousel: 2). */
  loopMoreThan?: number;
  /** The word for one item in the controls' labels ('Next programme'). Default 'slide'. */
  noun?: string;
  opts?: Omit<NonNullable<CarouselOptions>, 'loop'>;
};

/**
 * A horizontal carousel (Embla): swipe or drag on touch, Previous and Next buttons, dots, and the
 * arrow keys while focus is inside. Compose it with CarouselContent, CarouselItem,
 * CarouselPrevious, CarouselNext and CarouselDots.
 */
function Carousel({
  label,
  count,
  loopMoreThan = 1,
  noun = 'slide',
  opts,
  className,
  children,
  ...props
}: CarouselProps) {
  const loop = loopsWith(count, loopMoreThan);
  const [near, observeNear] = useNearViewport();
  const [emblaRef, api] = useEmblaCarousel({ align: 'start', ...opts, loop });
  // Embla measures the page when it starts: give it its viewport (which starts it) only once the
  // carousel comes near the screen, not while a long page is still being built.
  const viewportRef = near ? emblaRef : undefined;
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const contentId = useId();

  const sync = useCallback((embla: NonNullable<CarouselApi>) => {
    setSelected(embla.selectedScrollSnap());
    setSnapCount(embla.scrollSnapList().length);
    setCanPrevious(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, []);

  useEffect(() => {
    if (!api) return;
    // Embla is ready before this runs; read its first state on the next frame.
    const frame = requestAnimationFrame(() => sync(api));
    api.on('select', sync).on('reInit', sync);
    return () => {
      cancelAnimationFrame(frame);
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  const goTo = useCallback((index: number) => api?.scrollTo(index), [api]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  }

  return (
    <CarouselContext.Provider
      value={{
        viewportRef,
        api,
        selected,
        snapCount,
        canPrevious,
        canNext,
        previous,
        next,
        goTo,
        noun,
        contentId,
      }}
    >
      <section
        ref={observeNear}
        aria-roledescription="carousel"
        aria-label={label}
        data-slot="carousel"
        data-loop={loop || undefined}
        onKeyDownCapture={onKeyDown}
        className={cn('relative', className)}
        {...props}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

function CarouselContent({ className, ...props }: React.ComponentProps<'div'>) {
  const { viewportRef, contentId } = useCarousel();
  return (
    <div ref={viewportRef} className="overflow-hidden" data-slot="carousel-viewport">
      <div
        id={contentId}
        data-slot="carousel-content"
        className={cn('-ml-4 flex touch-pan-y touch-pinch-zoom', className)}
        {...props}
      />
    </div>
  );
}

type CarouselItemProps = React.ComponentProps<'div'> & { index: number; total: number };

function CarouselItem({ className, index, total, ...props }: CarouselItemProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      data-slot="carousel-item"
      className={cn('min-w-0 shrink-0 grow-0 basis-full pl-4', className)}
      {...props}
    />
  );
}

const controlClass =
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-card text-foreground shadow-card ring-1 ring-border transition-colors hover:bg-primary-50 hover:text-primary-800 disabled:cursor-not-allowed disabled:opacity-40 [&_svg]:size-5';

function CarouselPrevious({ className, ...props }: React.ComponentProps<'button'>) {
  const { previous, canPrevious, noun, contentId } = useCarousel();
  return (
    <button
      type="button"
      data-slot="carousel-previous"
      aria-label={`Previous ${noun}`}
      aria-controls={contentId}
      disabled={!canPrevious}
      onClick={previous}
      className={cn(controlClass, className)}
      {...props}
    >
      <ChevronLeft aria-hidden="true" />
    </button>
  );
}

function CarouselNext({ className, ...props }: React.ComponentProps<'button'>) {
  const { next, canNext, noun, contentId } = useCarousel();
  return (
    <button
      type="button"
      data-slot="carousel-next"
      aria-label={`Next ${noun}`}
      aria-controls={contentId}
      disabled={!canNext}
      onClick={next}
      className={cn(controlClass, className)}
      {...props}
    >
      <ChevronRight aria-hidden="true" />
    </button>
  );
}

/** One dot per scroll position; the current one is marked aria-current. */
function CarouselDots({ className }: { className?: string }) {
  const { snapCount, selected, goTo, noun, contentId } = useCarousel();
  if (snapCount < 2) return null;
  return (
    <div
      role="group"
      aria-label={`Choose a ${noun}`}
      data-slot="carousel-dots"
      className={cn('flex items-center', className)}
    >
      {Array.from({ length: snapCount }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={`Go to ${noun} ${index + 1}`}
          aria-controls={contentId}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => goTo(index)}
          className="group inline-flex size-8 cursor-pointer items-center justify-center rounded-full"
        >
          <span
            aria-hidden="true"
            className={cn(
              'h-2 rounded-full transition-all duration-300',
              index === selected
                ? 'w-6 bg-primary-700'
                : 'w-2 bg-slate-400 group-hover:bg-slate-600',
            )}
          />
        </button>
      ))}
    </div>
  );
}

export {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  type CarouselApi,
};
