import {
  ArrowRight,
  BookMarked,
  CalendarDays,
  CircleCheck,
  icons,
  Search,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import SingleElementIcon from './lucide-icon';

/**
 * Tests run lucide-react as published (the build's redirect is a Vite plugin): each icon is
 * rendered by the package's own component and, with the very props the package's icon hands it,
 * by the one the site's builds use instead. The markup must be the same, byte for byte.
 */
function bothMarkups(Icon: LucideIcon, props: LucideProps): [string, string] {
  const theirs = renderToStaticMarkup(createElement(Icon, props));
  // What the package's icon renders: its Icon component, given the icon's data and the props.
  const { render } = Icon as unknown as {
    render: (props: LucideProps, ref: null) => ReactElement<object>;
  };
  const ours = renderToStaticMarkup(createElement(SingleElementIcon, render(props, null).props));
  return [theirs, ours];
}

const everyIcon = Object.entries(icons);

describe("lucide's icons drawn as one element", () => {
  it(`give the package's markup for all ${everyIcon.length} icons`, () => {
    const differing: string[] = [];
    for (const [name, Icon] of everyIcon) {
      const [theirs, ours] = bothMarkups(Icon, { className: 'size-4 text-primary' });
      if (theirs !== ours) differing.push(name);
    }
    expect(everyIcon.length).toBeGreaterThan(1000);
    expect(differing).toEqual([]);
  });

  it.each<[string, LucideProps]>([
    ['no props', {}],
    ['a size, colour and stroke', { size: 18, color: '#123456', strokeWidth: 1.5 }],
    ['a width and height of their own', { width: 30, height: 12 }],
    ['a stroke kept as wide at any size', { size: 48, absoluteStrokeWidth: true }],
    ['a stroke that does not scale', { nonScalingStroke: true }],
    ['a label (then not hidden from assistive technology)', { 'aria-label': 'Search' }],
    ['a role', { role: 'img' }],
    ['repeated and spaced classes', { className: ' lucide  size-4 size-4 ' }],
    ['other attributes', { id: 'mark', style: { opacity: 0.5 }, ...{ 'data-slot': 'icon' } }],
    ['a title as its child', { children: createElement('title', null, 'Done') }],
  ])('give the same markup given %s', (_, props) => {
    for (const Icon of [Search, BookMarked, CalendarDays, CircleCheck]) {
      const [theirs, ours] = bothMarkups(Icon, props);
      expect(ours).toBe(theirs);
    }
  });

  it('write the shapes inside the one svg element', () => {
    const [, ours] = bothMarkups(ArrowRight, {});
    expect(ours).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-arrow-right" aria-hidden="true"><path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>',
    );
  });
});
