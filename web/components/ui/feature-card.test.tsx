import { act, render, screen } from '@testing-library/react';
import type * as React from 'react';
import { Atom } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeatureCard } from './feature-card';
import { revealAnimations, staggered } from './reveal';

/**
 * A controllable IntersectionObserver: it remembers every observer made (with its threshold) and
 * the elements each watches, and reports only when a test says so.
 */
const io = vi.hoisted(() => ({
  observers: [] as {
    callback: IntersectionObserverCallback;
    elements: Element[];
    threshold?: unknown;
  }[],
}));

function installIntersectionObserver() {
  io.observers.length = 0;
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
    disconnect() {
      this.entry.elements = [];
    }
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

/** jsdom lays nothing out: put every element below the screen, as content further down is. */
function belowTheScreen() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top: window.innerHeight + 200,
    bottom: window.innerHeight + 400,
    left: 0,
    right: 300,
    width: 300,
    height: 200,
    x: 0,
    y: window.innerHeight + 200,
    toJSON: () => ({}),
  });
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

/** Renders, then lets the entrances queued in that task be placed (web/lib/enhance/reveal.ts). */
async function renderPlaced(ui: React.ReactElement) {
  render(ui);
  await act(async () => {});
}

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

  // Where each style starts is globals.css's (jsdom applies no stylesheet): a waiting element is
  // hidden, 40 px away or at 0.8 scale, and moves into place over 0.6 s once shown.
  it.each(revealAnimations)('starts %s hidden until it scrolls into view', async (animation) => {
    installIntersectionObserver();
    belowTheScreen();
    await renderPlaced(
      <FeatureCard icon={Atom} title="Study groups" description="…" animation={animation} />,
    );
    expect(card()).toHaveAttribute('data-reveal', animation);
    expect(card()).toHaveAttribute('data-reveal-state', 'waiting');
  });

  it('covers every entrance style, one after another in a list', () => {
    expect(revealAnimations).toEqual([
      'fade-up',
      'fade-down',
      'fade-left',
      'fade-right',
      'zoom-in',
    ]);
    expect([0, 1, 2, 5, 9].map(staggered)).toEqual([0, 0.06, 0.12, 0.3, 0.3]);
  });

  it('waits its delay once in view', () => {
    render(<FeatureCard icon={Atom} title="Study groups" description="…" delay={0.2} />);
    expect(card().style.getPropertyValue('--reveal-delay')).toBe('0.2s');
  });

  it('animates in once it is 20% in view', async () => {
    installIntersectionObserver();
    belowTheScreen();
    await renderPlaced(<FeatureCard icon={Atom} title="Study groups" description="…" />);
    expect(io.observers.some((o) => o.threshold === 0.2 && o.elements.includes(card()))).toBe(true);
    act(() => enterView());
    expect(card()).toHaveAttribute('data-reveal-state', 'shown');
    // Once only: it is no longer watched.
    expect(io.observers.some((o) => o.elements.includes(card()))).toBe(false);
  });

  it('reads where every card is before hiding any (one layout, not one per card)', async () => {
    installIntersectionObserver();
    const hiddenWhenRead: boolean[] = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
      hiddenWhenRead.push(document.querySelector('[data-reveal-state]') !== null);
      return { top: window.innerHeight + 200 } as DOMRect;
    });
    await renderPlaced(
      <>
        <FeatureCard icon={Atom} title="Study groups" description="…" />
        <FeatureCard icon={Atom} title="Seminars" description="…" />
        <FeatureCard icon={Atom} title="Lab tours" description="…" />
      </>,
    );
    expect(hiddenWhenRead).toEqual([false, false, false]);
    for (const title of ['Study groups', 'Seminars', 'Lab tours']) {
      expect(card(title)).toHaveAttribute('data-reveal-state', 'waiting');
    }
  });

  it('hides a card in a section not laid out yet without laying it out', async () => {
    installIntersectionObserver();
    // content-visibility: auto skips a section far from the screen until it comes near.
    Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
      configurable: true,
      value: (options?: { contentVisibilityAuto?: boolean }) => !options?.contentVisibilityAuto,
    });
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    try {
      await renderPlaced(<FeatureCard icon={Atom} title="Study groups" description="…" />);
      expect(card()).toHaveAttribute('data-reveal-state', 'waiting');
      expect(measure).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'checkVisibility');
    }
  });

  it('never hides what is already on the screen', async () => {
    installIntersectionObserver();
    await renderPlaced(<FeatureCard icon={Atom} title="Study groups" description="…" />);
    expect(card()).toHaveAttribute('data-reveal', 'fade-up');
    expect(card()).not.toHaveAttribute('data-reveal-state');
  });

  it('does not animate under prefers-reduced-motion', async () => {
    installIntersectionObserver();
    belowTheScreen();
    setReducedMotion(true);
    await renderPlaced(
      <FeatureCard icon={Atom} title="Study groups" description="…" animation="zoom-in" />,
    );
    expect(card()).not.toHaveAttribute('data-reveal-state');
    expect(io.observers).toHaveLength(0);
  });

  it('renders plainly where IntersectionObserver does not exist', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    belowTheScreen();
    await renderPlaced(
      <FeatureCard icon={Atom} title="Study groups" description="…" delay={0.2} />,
    );
    expect(card()).not.toHaveAttribute('data-reveal-state');
  });
});
