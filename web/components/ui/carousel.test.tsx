import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  loopsWith,
} from './carousel';

/**
 * Embla measures the DOM, which jsdom cannot lay out, so it is replaced by a fake with the same
 * API: these tests check the wiring (options, buttons, dots, keys, selection), not the scrolling.
 * The carousel's script (web/lib/enhance/carousel.ts) starts Embla once the carousel comes near
 * the screen: the fake IntersectionObserver says it is there at once, unless a test says not.
 */
type Handler = (api: FakeApi) => void;
type FakeApi = ReturnType<typeof fakeApi>;

function fakeApi(snaps: number, loop: boolean) {
  const handlers = new Map<string, Set<Handler>>();
  let selected = 0;
  const api = {
    selectedScrollSnap: () => selected,
    scrollSnapList: () => Array.from({ length: snaps }, (_, i) => i / snaps),
    canScrollPrev: () => loop || selected > 0,
    canScrollNext: () => loop || selected < snaps - 1,
    scrollTo: vi.fn((index: number) => select(index)),
    scrollPrev: vi.fn(() =>
      select(loop ? (selected - 1 + snaps) % snaps : Math.max(0, selected - 1)),
    ),
    scrollNext: vi.fn(() =>
      select(loop ? (selected + 1) % snaps : Math.min(snaps - 1, selected + 1)),
    ),
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return api;
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
      return api;
    },
    destroy: vi.fn(),
  };
  function select(index: number) {
    selected = index;
    for (const handler of handlers.get('select') ?? []) handler(api);
  }
  return api;
}

const embla = vi.hoisted(() => ({
  options: [] as unknown[],
  viewports: [] as HTMLElement[],
  api: undefined as unknown,
}));

vi.mock('embla-carousel', () => ({
  default: (viewport: HTMLElement, options: { loop?: boolean }) => {
    embla.viewports.push(viewport);
    embla.options.push(options);
    return embla.api;
  },
}));

/** An IntersectionObserver that reports every element in view as soon as it is watched, or never. */
function installIntersectionObserver({ inView }: { inView: boolean }) {
  class FakeObserver {
    constructor(private callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      if (!inView) return;
      this.callback(
        [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

async function renderCarousel({
  count = 4,
  loopMoreThan,
}: { count?: number; loopMoreThan?: number } = {}) {
  const items = Array.from({ length: count }, (_, i) => `Item ${i + 1}`);
  const result = render(
    <Carousel label="Executives" count={count} loopMoreThan={loopMoreThan} noun="person">
      <CarouselContent>
        {items.map((item, index) => (
          <CarouselItem key={item} index={index} total={count}>
            {item}
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPrevious />
      <CarouselNext />
      <CarouselDots />
    </Carousel>,
  );
  await act(async () => undefined);
  return result;
}

let api: FakeApi;
beforeEach(() => {
  embla.options.length = 0;
  embla.viewports.length = 0;
  api = fakeApi(4, true);
  embla.api = api;
  installIntersectionObserver({ inView: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const lastOptions = () => embla.options[embla.options.length - 1];

describe('loopsWith', () => {
  it('loops only with more items than the threshold', () => {
    expect(loopsWith(0)).toBe(false);
    expect(loopsWith(1)).toBe(false);
    expect(loopsWith(2)).toBe(true);
    expect(loopsWith(2, 2)).toBe(false);
    expect(loopsWith(3, 2)).toBe(true);
  });
});

describe('Carousel', () => {
  it('is a labelled carousel region whose items are numbered slides', async () => {
    await renderCarousel();
    const region = screen.getByRole('region', { name: 'Executives' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = screen.getByRole('group', { name: '2 of 4' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide).toHaveTextContent('Item 2');
  });

  it('loops with more than one item, and not with one', async () => {
    await renderCarousel({ count: 2 });
    expect(lastOptions()).toMatchObject({ loop: true });
    await renderCarousel({ count: 1 });
    expect(lastOptions()).toMatchObject({ loop: false });
  });

  it('can loop only with more than two items (the programmes carousel)', async () => {
    await renderCarousel({ count: 2, loopMoreThan: 2 });
    expect(lastOptions()).toMatchObject({ loop: false });
    await renderCarousel({ count: 3, loopMoreThan: 2 });
    expect(lastOptions()).toMatchObject({ loop: true });
    expect(screen.getAllByRole('region')[1]).toHaveAttribute('data-loop', 'true');
  });

  it('steps with its Previous and Next buttons, named after the items', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next person' }));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous person' }));
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('has a dot per position; a dot jumps there and the current dot follows the selection', async () => {
    await renderCarousel();
    const dots = screen.getAllByRole('button', { name: /^Go to person \d$/ });
    expect(dots).toHaveLength(4);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Go to person 3' }));
    expect(api.scrollTo).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Go to person 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(dots[0]).not.toHaveAttribute('aria-current');
    act(() => api.scrollNext());
    expect(screen.getByRole('button', { name: 'Go to person 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('moves with the arrow keys while focus is inside', async () => {
    await renderCarousel();
    const next = screen.getByRole('button', { name: 'Next person' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('disables Previous at the start when it does not loop', async () => {
    api = fakeApi(3, false);
    embla.api = api;
    await renderCarousel({ count: 3, loopMoreThan: 3 });
    expect(screen.getByRole('button', { name: 'Previous person' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next person' })).toBeEnabled();
  });

  it('shows no dots when everything fits in one position', async () => {
    api = fakeApi(1, false);
    embla.api = api;
    await renderCarousel({ count: 1 });
    expect(screen.queryByRole('button', { name: /Go to person/ })).not.toBeInTheDocument();
  });

  it('scrolls sideways with its controls disabled until it comes near the screen', async () => {
    installIntersectionObserver({ inView: false });
    await renderCarousel();
    const region = screen.getByRole('region', { name: 'Executives' });
    expect(region).not.toHaveAttribute('data-enhanced');
    expect(embla.options).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Previous person' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next person' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Go to person/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /of 4$/ })).toHaveLength(4);
  });

  it('starts Embla on its viewport, and stops it when it goes', async () => {
    const { unmount } = await renderCarousel();
    expect(screen.getByRole('region', { name: 'Executives' })).toHaveAttribute('data-enhanced');
    expect(embla.viewports[0]).toHaveAttribute('data-slot', 'carousel-viewport');
    expect(lastOptions()).toMatchObject({ align: 'start' });
    unmount();
    expect(api.destroy).toHaveBeenCalled();
  });
});
