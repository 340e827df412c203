import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { inView } from 'motion';

const part = <T extends HTMLElement>(root: HTMLElement, slot: string) =>
  root.querySelector<T>(`[data-slot="${slot}"]`);

// The current dot is wider and darker (aria-current on the button).
const dotClass = 'group inline-flex size-8 cursor-pointer items-center justify-center rounded-full';
const dotMarkClass =
  'h-2 w-2 rounded-full bg-slate-400 transition-all duration-300 group-hover:bg-slate-600 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-primary-700';

/** One dot per scroll position, rebuilt when the number of positions changes (a resize). */
function syncDots(embla: EmblaCarouselType, dots: HTMLElement, noun: string, controls: string) {
  const count = embla.scrollSnapList().length;
  if (dots.childElementCount !== count) {
    dots.replaceChildren(
      ...Array.from({ length: count > 1 ? count : 0 }, (_, index) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.slot = 'carousel-dot';
        button.className = dotClass;
        button.setAttribute('aria-label', `Go to ${noun} ${index + 1}`);
        button.setAttribute('aria-controls', controls);
        const mark = document.createElement('span');
        mark.setAttribute('aria-hidden', 'true');
        mark.className = dotMarkClass;
        button.append(mark);
        button.addEventListener('click', () => embla.scrollTo(index));
        return button;
      }),
    );
  }
  const selected = embla.selectedScrollSnap();
  [...dots.children].forEach((dot, index) => {
    if (index === selected) dot.setAttribute('aria-current', 'true');
    else dot.removeAttribute('aria-current');
  });
}

/**
 * A carousel as the server rendered it (web/components/ui/carousel.tsx), brought to life with
 * Embla once it comes near the screen: swipe or drag, Previous and Next, dots, and the arrow keys
 * while focus is inside. Before that (and without scripts) its row simply scrolls sideways.
 * `data-loop` on the root makes it loop. Returns a function that stops it.
 */
export function enhanceCarousel(root: HTMLElement): () => void {
  const viewport = part(root, 'carousel-viewport');
  if (!viewport) return () => {};
  const previous = part<HTMLButtonElement>(root, 'carousel-previous');
  const next = part<HTMLButtonElement>(root, 'carousel-next');
  const dots = part(root, 'carousel-dots');
  const noun = root.dataset.noun ?? 'slide';
  const controls = part(root, 'carousel-content')?.id ?? '';
  let embla: EmblaCarouselType | undefined;

  const sync = (api: EmblaCarouselType) => {
    if (previous) previous.disabled = !api.canScrollPrev();
    if (next) next.disabled = !api.canScrollNext();
    if (dots) syncDots(api, dots, noun, controls);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') embla?.scrollPrev();
    else if (event.key === 'ArrowRight') embla?.scrollNext();
    else return;
    event.preventDefault();
  };
  const onPrevious = () => embla?.scrollPrev();
  const onNext = () => embla?.scrollNext();

  // Embla measures the page when it starts: start it near the screen, not while the page builds.
  const stopWatching = inView(
    root,
    () => {
      if (embla) return;
      root.dataset.enhanced = '';
      embla = EmblaCarousel(viewport, { align: 'start', loop: root.dataset.loop !== undefined });
      embla.on('select', sync).on('reInit', sync);
      sync(embla);
      previous?.addEventListener('click', onPrevious);
      next?.addEventListener('click', onNext);
      root.addEventListener('keydown', onKeyDown);
    },
    { margin: '100% 0px' },
  );
  return () => {
    stopWatching();
    previous?.removeEventListener('click', onPrevious);
    next?.removeEventListener('click', onNext);
    root.removeEventListener('keydown', onKeyDown);
    embla?.destroy();
    dots?.replaceChildren();
    delete root.dataset.enhanced;
  };
}
