import { ChevronLeft, ChevronRight } from 'lucide-react';
import { createContext, useContext, useEffect, useId, useRef } from 'react';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { enhanceCarousel } from '@/lib/enhance/carousel';

/**
 * Spec §2: a carousel loops only when there is more than one item (the programmes carousel only
 * with more than two): `loopsWith(count, 2)`.
 */
export function loopsWith(count: number, moreThan = 1): boolean {
  return count > moreThan;
}

type CarouselParts = { noun: string; contentId: string };
const CarouselContext = createContext<CarouselParts | null>(null);

function useCarousel(): CarouselParts {
  const parts = useContext(CarouselContext);
  if (!parts) throw new Error('Carousel parts must be inside <Carousel>');
  return parts;
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
};

/**
 * A horizontal carousel: swipe or drag on touch, Previous and Next buttons, dots, and the arrow
 * keys while focus is inside (Embla, through web/lib/enhance/carousel.ts, the same code pages
 * without React use). Compose it with CarouselContent, CarouselItem, CarouselPrevious,
 * CarouselNext and CarouselDots. Before its script runs, the row scrolls sideways.
 */
function Carousel({
  label,
  count,
  loopMoreThan = 1,
  noun = 'slide',
  className,
  children,
  ...props
}: CarouselProps) {
  const ref = useRef<HTMLElement>(null);
  const contentId = useId();
  useEffect(() => (ref.current ? enhanceCarousel(ref.current) : undefined), []);

  return (
    <CarouselContext value={{ noun, contentId }}>
      <section
        ref={ref}
        aria-roledescription="carousel"
        aria-label={label}
        data-slot="carousel"
        data-enhance="carousel"
        data-noun={noun}
        data-loop={loopsWith(count, loopMoreThan) || undefined}
        className={cn('relative', className)}
        {...props}
      >
        {children}
      </section>
    </CarouselContext>
  );
}

function CarouselContent({ className, ...props }: React.ComponentProps<'div'>) {
  const { contentId } = useCarousel();
  return (
    <div
      data-slot="carousel-viewport"
      className="snap-x snap-mandatory overflow-x-auto [[data-enhanced]_&]:snap-none [[data-enhanced]_&]:overflow-hidden"
    >
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
      className={cn('min-w-0 shrink-0 grow-0 snap-start pl-4', className)}
      {...props}
    />
  );
}

const controlClass =
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-card text-foreground shadow-card ring-1 ring-border transition-colors hover:bg-primary-50 hover:text-primary-800 disabled:cursor-not-allowed disabled:opacity-40 [&_svg]:size-5';

function CarouselButton({
  direction,
  className,
  ...props
}: React.ComponentProps<'button'> & { direction: 'previous' | 'next' }) {
  const { noun, contentId } = useCarousel();
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      data-slot={`carousel-${direction}`}
      aria-label={`${direction === 'previous' ? 'Previous' : 'Next'} ${noun}`}
      aria-controls={contentId}
      // Enabled by the script once it knows where the carousel can go.
      disabled
      className={cn(controlClass, className)}
      {...props}
    >
      <Icon aria-hidden="true" />
    </button>
  );
}

const CarouselPrevious = (props: React.ComponentProps<'button'>) => (
  <CarouselButton direction="previous" {...props} />
);
const CarouselNext = (props: React.ComponentProps<'button'>) => (
  <CarouselButton direction="next" {...props} />
);

/** One dot per scroll position (made by the script, which knows how many there are). */
function CarouselDots({ className }: { className?: string }) {
  const { noun } = useCarousel();
  return (
    <div
      role="group"
      aria-label={`Choose a ${noun}`}
      data-slot="carousel-dots"
      className={cn('flex items-center', className)}
    />
  );
}

export { Carousel, CarouselContent, CarouselDots, CarouselItem, CarouselNext, CarouselPrevious };
