import { enhanceBackToTop } from './back-to-top';
import { enhanceCarousel } from './carousel';
import { enhanceHeader } from './header';
import { enhanceReveal } from './reveal';
import { enhanceSlideshow } from './slideshow';

const enhancers: Record<string, (element: HTMLElement) => unknown> = {
  'back-to-top': enhanceBackToTop,
  carousel: enhanceCarousel,
  header: enhanceHeader,
  slideshow: (element) => enhanceSlideshow(element),
};

/**
 * Brings a page that React does not hydrate to life (web/app/entry.static.ts): the same
 * behaviours the React components start in their effects, found by their data attributes.
 */
export function enhanceAll(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-enhance]')) {
    enhancers[element.dataset.enhance ?? '']?.(element);
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-reveal]')) enhanceReveal(element);
}
