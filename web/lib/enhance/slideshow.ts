/** Spec §9: the slideshow moves on every 3000 ms. */
export const SLIDESHOW_INTERVAL_MS = 3000;

const all = <T extends HTMLElement>(root: HTMLElement, slot: string) => [
  ...root.querySelectorAll<T>(`[data-slot="${slot}"]`),
];

/**
 * A hero slideshow as the server rendered it (web/components/ui/hero-slideshow.tsx), brought to
 * life: it advances every 3 s and wraps from the last slide to the first, but never while the
 * pointer is over it, while focus is inside it, after Pause, or under prefers-reduced-motion
 * (WCAG 2.2.2). Dots jump to a slide, Previous and Next step, and so do the arrow keys while focus
 * is inside. The other slides' images are fetched only once the first has loaded (it is the
 * page's largest element). Returns a function that stops it.
 */
export function enhanceSlideshow(
  root: HTMLElement,
  intervalMs = SLIDESHOW_INTERVAL_MS,
): () => void {
  const slides = all(root, 'slide');
  const dots = all<HTMLButtonElement>(root, 'slide-dot');
  const live = root.querySelector<HTMLElement>('[data-slot="slides"]');
  const pause = root.querySelector<HTMLButtonElement>('[data-slot="slideshow-pause"]');
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const cleanups: (() => void)[] = [];
  const on = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => {
    target.addEventListener(type, listener);
    cleanups.push(() => target.removeEventListener(type, listener));
  };

  let active = 0;
  let hovered = false;
  let focused = false;
  let stopped = false;
  let timer: number | undefined;
  const paused = () => slides.length < 2 || hovered || focused || stopped || motion.matches;

  function render() {
    slides.forEach((slide, index) => {
      const current = index === active;
      slide.toggleAttribute('data-active', current);
      slide.setAttribute('aria-hidden', String(!current));
      slide.inert = !current;
    });
    dots.forEach((dot, index) => {
      if (index === active) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    const isPaused = paused();
    root.toggleAttribute('data-paused', isPaused);
    root.toggleAttribute('data-stopped', stopped);
    // Announce a new slide only when the visitor moved it, not on every automatic advance.
    live?.setAttribute('aria-live', isPaused ? 'polite' : 'off');
    pause?.setAttribute('aria-label', stopped ? 'Play slideshow' : 'Pause slideshow');
    window.clearTimeout(timer);
    // A new timer for every slide: a jump restarts the count, so no slide is cut short.
    if (!isPaused) timer = window.setTimeout(() => show(active + 1), intervalMs);
  }
  function show(index: number) {
    active = ((index % slides.length) + slides.length) % slides.length;
    render();
  }

  dots.forEach((dot, index) => on(dot, 'click', () => show(index)));
  for (const [slot, step] of [
    ['slideshow-previous', -1],
    ['slideshow-next', 1],
  ] as const) {
    const button = root.querySelector<HTMLButtonElement>(`[data-slot="${slot}"]`);
    if (button) on(button, 'click', () => show(active + step));
  }
  if (pause) {
    on(pause, 'click', () => {
      stopped = !stopped;
      render();
    });
  }
  on(root, 'pointerenter', (event) => {
    hovered = event.pointerType === 'mouse';
    render();
  });
  on(root, 'pointerleave', () => {
    hovered = false;
    render();
  });
  on(root, 'focusin', () => {
    focused = true;
    render();
  });
  on(root, 'focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    render();
  });
  on(root, 'keydown', (event) => {
    if (slides.length < 2) return;
    if (event.key === 'ArrowRight') show(active + 1);
    else if (event.key === 'ArrowLeft') show(active - 1);
    else return;
    event.preventDefault();
  });
  motion.addEventListener('change', render);
  cleanups.push(() => motion.removeEventListener('change', render));

  // The other slides' images wait until the first has loaded, so they never compete with it.
  const first = slides[0]?.querySelector('img');
  const loadOthers = () => {
    for (const layer of all(root, 'slide-image')) layer.hidden = false;
  };
  if (!first || first.complete) loadOthers();
  else {
    first.addEventListener('load', loadOthers, { once: true });
    first.addEventListener('error', loadOthers, { once: true });
  }

  render();
  return () => {
    window.clearTimeout(timer);
    cleanups.forEach((cleanup) => cleanup());
  };
}
