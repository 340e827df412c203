/**
 * The script of a page that React does not hydrate (a route with `handle: { hydrate: false }`,
 * see root.tsx): the page is complete HTML, and this starts its carousels, slideshow, menus and
 * entrance animations with the same code the React components use, then marks the page live as
 * a hydrated page is marked.
 */
import { enhanceAll } from '@/lib/enhance/enhance-all';
import { markHydrated } from '@/lib/hydration';

enhanceAll();
markHydrated();
