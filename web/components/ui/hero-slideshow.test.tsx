import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroSlideshow, SLIDESHOW_INTERVAL_MS, type HeroSlide } from './hero-slideshow';

const slides: HeroSlide[] = [
  { image: { scene: 'orbits' }, alt: 'An atom', text: 'First headline', subText: 'First sub' },
  { image: { scene: 'fringes' }, alt: 'Fringes', text: 'Second headline' },
  { image: { scene: 'lattice' }, alt: 'A lattice', text: 'Third headline', subText: 'Third sub' },
];

function setReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const region = () => screen.getByRole('region', { name: 'Highlights' });
/** The slide on screen: the only one not hidden from assistive technology. */
const currentSlide = () => screen.getByRole('group', { name: /of 3$/ });
const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });
const advance = (ms = SLIDESHOW_INTERVAL_MS) => act(() => vi.advanceTimersByTime(ms));

function renderSlideshow(props: Partial<React.ComponentProps<typeof HeroSlideshow>> = {}) {
  return render(
    <HeroSlideshow
      slides={slides}
      label="Highlights"
      eyebrow={<h1>Physics Students&apos; Association</h1>}
      {...props}
    />,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('HeroSlideshow', () => {
  it('is a labelled carousel showing the first slide: image with alt text, headline, sub-text', () => {
    renderSlideshow();
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(region()).toHaveClass('min-h-svh');
    const slide = currentSlide();
    expect(slide).toHaveAccessibleName('1 of 3');
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slide).getByText('First headline')).toBeInTheDocument();
    expect(within(slide).getByText('First sub')).toBeInTheDocument();
    expect(within(slide).getByRole('img', { name: 'An atom' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('loads the first image eagerly with high priority, and the others only after it', () => {
    const { container } = renderSlideshow();
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    const sources = container.querySelectorAll('source');
    expect([...sources].map((source) => source.getAttribute('type'))).toContain('image/avif');
    expect(sources[0]!.getAttribute('srcset')).toMatch(/orbits-landscape-960\.avif 960w/);
    // The others wait, lazily, in hidden layers (a hidden picture is never fetched).
    const layers = container.querySelectorAll('[data-slot="slide-image"]');
    expect(layers[0]).not.toHaveAttribute('hidden');
    expect(layers[1]).toHaveAttribute('hidden');
    expect(layers[2]).toHaveAttribute('hidden');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).not.toHaveAttribute('fetchpriority');

    fireEvent.load(images[0]!);
    for (const layer of container.querySelectorAll('[data-slot="slide-image"]')) {
      expect(layer).not.toHaveAttribute('hidden');
    }
  });

  it('shows the other images too when the first fails', () => {
    const { container } = renderSlideshow();
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelectorAll('[data-slot="slide-image"][hidden]')).toHaveLength(0);
  });

  it(`advances every ${SLIDESHOW_INTERVAL_MS} ms and wraps from the last slide to the first`, () => {
    renderSlideshow();
    advance(SLIDESHOW_INTERVAL_MS - 1);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    expect(within(currentSlide()).getByText('Second headline')).toBeInTheDocument();
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
    advance();
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    advance();
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('hides the other slides from assistive technology and makes them inert', () => {
    const { container } = renderSlideshow();
    const groups = container.querySelectorAll('[aria-roledescription="slide"]');
    expect(groups[0]).not.toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('inert');
  });

  it('jumps to a slide with its dot, and the active dot follows', () => {
    renderSlideshow();
    fireEvent.click(dot(3));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
  });

  it('steps with Previous slide and Next slide, wrapping both ways', () => {
    renderSlideshow();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('moves with the arrow keys while focus is inside', () => {
    renderSlideshow();
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
  });

  it('pauses while the pointer is over it, and resumes when it leaves', () => {
    renderSlideshow();
    fireEvent.pointerEnter(region(), { pointerType: 'mouse' });
    advance(SLIDESHOW_INTERVAL_MS * 3);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(region()).toHaveAttribute('data-paused');
    fireEvent.pointerLeave(region(), { pointerType: 'mouse' });
    advance();
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while focus is inside, and announces slides politely then', () => {
    const { container } = renderSlideshow();
    const live = container.querySelector('[aria-live]')!;
    expect(live).toHaveAttribute('aria-live', 'off');
    act(() => dot(2).focus());
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    advance(SLIDESHOW_INTERVAL_MS * 2);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(live).toHaveAttribute('aria-live', 'polite');
    act(() => dot(2).blur());
    advance();
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('stays put after Pause slideshow until Play slideshow', () => {
    renderSlideshow();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(SLIDESHOW_INTERVAL_MS * 2);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance();
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('never advances by itself under prefers-reduced-motion, but the controls still work', () => {
    setReducedMotion(true);
    renderSlideshow();
    advance(SLIDESHOW_INTERVAL_MS * 3);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('applies a slide’s style overrides', () => {
    render(
      <HeroSlideshow
        label="Highlights"
        slides={[{ ...slides[0]!, titleClassName: 'text-amber-300', subTextClassName: 'italic' }]}
      />,
    );
    expect(screen.getByText('First headline')).toHaveClass('text-amber-300');
    expect(screen.getByText('First sub')).toHaveClass('italic');
  });

  it('has no controls and never moves with a single slide', () => {
    render(<HeroSlideshow label="About" slides={[slides[0]!]} actions={<a href="/x">Join</a>} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    advance(SLIDESHOW_INTERVAL_MS * 2);
    expect(screen.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join' })).toBeInTheDocument();
  });
});
