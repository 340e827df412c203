import { act, render, screen } from '@testing-library/react';
import { Atom } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeatureCard } from './feature-card';
import { REVEAL, revealAnimations } from './reveal';

/**
 * A controllable IntersectionObserver. motion keeps one observer per set of options for the whole
 * page, so the fake stays installed for the file and remembers every observer made.
 */
const io = vi.hoisted(() => ({
  observers: [] as {
    callback: IntersectionObserverCallback;
    elements: Element[];
    threshold?: unknown;
  }[],
}));

function installIntersectionObserver() {
  class FakeObserver {
    entry: (typeof io.observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: [], threshold: options?.threshold };
      io.observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    unobserve(element: Element) {
      this.entry.elements = this.entry.elements.filter((e) => e !== element);
    }
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

/** Brings every observed element into view. */
function enterView() {
  for (const observer of io.observers) {
    observer.callback(
      observer.elements.map(
        (target) =>
          ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
      ),
      {} as IntersectionObserver,
    );
  }
}

function setReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = (title = 'Study groups') =>
  screen.getByRole('heading', { name: title }).closest('[data-slot="reveal"]') as HTMLElement;

describe('FeatureCard', () => {
  it('shows an icon, a title and a description, with a purple icon by default', () => {
    const { container } = render(
      <FeatureCard icon={Atom} title="Study groups" description="Weekly problem-solving." />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Study groups' })).toBeInTheDocument();
    expect(screen.getByText('Weekly problem-solving.')).toBeInTheDocument();
    const icon = container.querySelector('[data-slot="feature-card-icon"]');
    expect(icon).toHaveClass('text-primary-700');
    expect(icon!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes an icon colour and a heading level', () => {
    const { container } = render(
      <FeatureCard
        icon={Atom}
        title="Research"
        description="…"
        iconColor="bg-amber-100 text-amber-800"
        headingLevel="h2"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Research' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="feature-card-icon"]')).toHaveClass(
      'text-amber-800',
    );
  });

  it.each([
    ['fade-up', 'translateY(40px)'],
    ['fade-down', 'translateY(-40px)'],
    ['fade-left', 'translateX(40px)'],
    ['fade-right', 'translateX(-40px)'],
    ['zoom-in', 'scale(0.8)'],
  ] as const)('starts %s hidden, %s away, until it scrolls into view', (animation, transform) => {
    installIntersectionObserver();
    render(<FeatureCard icon={Atom} title="Study groups" description="…" animation={animation} />);
    expect(card()).toHaveAttribute('data-animation', animation);
    expect(card().style.opacity).toBe('0');
    expect(card().style.transform).toBe(transform);
  });

  it('covers every entrance style', () => {
    expect(revealAnimations).toEqual([
      'fade-up',
      'fade-down',
      'fade-left',
      'fade-right',
      'zoom-in',
    ]);
    expect(REVEAL).toEqual({ duration: 0.6, amount: 0.2, offset: 40, scale: 0.8 });
  });

  it('animates in once it is 20% in view', async () => {
    installIntersectionObserver();
    render(<FeatureCard icon={Atom} title="Study groups" description="…" />);
    expect(io.observers.some((o) => o.threshold === REVEAL.amount)).toBe(true);
    await act(async () => {
      enterView();
      await new Promise((resolve) => setTimeout(resolve, 900));
    });
    expect(Number(card().style.opacity)).toBeGreaterThan(0.9);
  });

  it('does not animate under prefers-reduced-motion', () => {
    installIntersectionObserver();
    setReducedMotion(true);
    render(<FeatureCard icon={Atom} title="Study groups" description="…" animation="zoom-in" />);
    expect(card()).not.toHaveAttribute('data-animation');
    expect(card().style.opacity).toBe('');
  });

  it('renders plainly where IntersectionObserver does not exist', () => {
    render(<FeatureCard icon={Atom} title="Study groups" description="…" delay={0.2} />);
    expect(card()).not.toHaveAttribute('data-animation');
  });
});
