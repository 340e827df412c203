import { ChevronLeft, ChevronRight, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { imageSrcSet, imageUrl } from '@/lib/image-url';
import { Image } from './image';

/** One picture the lightbox can show. */
export interface LightboxItem {
  /** Stable identity (the record's id). */
  id: string;
  /** The stored URL; the lightbox asks for it at LIGHTBOX_WIDTH. */
  src: string;
  alt: string;
  /**
   * The picture's own size (or, if unknown, its aspect ratio at 1200 px): its box is reserved
   * before it arrives, and it is never shown wider than this.
   */
  width: number;
  height: number;
  /**
   * A smaller version the browser probably has already (the grid's thumbnail), shown stretched
   * while the full picture arrives.
   */
  placeholder?: string;
}

/** The width pictures are asked for in the lightbox (spec section 9). */
const LIGHTBOX_WIDTH = 1200;
/** A horizontal swipe at least this long (px) moves to the neighbour (spec section 9's 50 px). */
const SWIPE_THRESHOLD = 50;
const SIZES = `(min-width: ${LIGHTBOX_WIDTH + 32}px) ${LIGHTBOX_WIDTH}px, 100vw`;

type LightboxProps = {
  items: readonly LightboxItem[];
  /** The item shown; null closes the lightbox. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The caption of an item: its title (names the dialog) and an optional description. */
  caption: (item: LightboxItem, index: number) => { title: ReactNode; description?: ReactNode };
  /** How many items exist in all, when only some are loaded yet ('3 of 40'). */
  total?: number;
  /** Called on reaching the last loaded item while more exist (load the next page). */
  onReachEnd?: () => void;
  /** The element focus goes back to on closing: the picture now shown, not the one first opened. */
  returnFocusTo?: (item: LightboxItem) => HTMLElement | null | undefined;
};

/**
 * A full-screen picture viewer on a Radix dialog: focus stays inside and returns to the picture's
 * tile afterwards; the × button, a click on the dark backdrop and Escape close it; the arrow keys,
 * the Previous/Next buttons and a horizontal swipe move between pictures; the neighbours are
 * fetched ahead so moving is instant.
 */
export function Lightbox({
  items,
  index,
  onIndexChange,
  onClose,
  caption,
  total = items.length,
  onReachEnd,
  returnFocusTo,
}: LightboxProps) {
  const item = index === null ? undefined : items[index];
  const open = item !== undefined && index !== null;
  // Kept across renders so focus can return to the last picture shown after `index` is cleared.
  const lastShown = useRef<LightboxItem | undefined>(undefined);
  useEffect(() => {
    if (item) lastShown.current = item;
  }, [item]);

  const hasPrevious = open && index > 0;
  const hasNext = open && index < items.length - 1;
  const moreToLoad = items.length < total;

  useEffect(() => {
    if (open && index === items.length - 1 && moreToLoad) onReachEnd?.();
  }, [open, index, items.length, moreToLoad, onReachEnd]);

  usePreload(open ? [items[index - 1], items[index + 1]] : []);

  const go = (step: -1 | 1) => {
    if (!open) return;
    const target = index + step;
    if (target >= 0 && target < items.length) onIndexChange(target);
  };

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  }

  const swipe = useSwipe((direction) => go(direction === 'left' ? 1 : -1));

  // A click on the dark area around the picture, not on the picture or a control, closes it.
  function onClick(event: React.MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).dataset.lightboxBackdrop !== undefined) onClose();
  }

  const text = item && index !== null ? caption(item, index) : undefined;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="lightbox-overlay"
          className="fixed inset-0 z-50 bg-slate-950/95 data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in"
        />
        <DialogPrimitive.Content
          data-slot="lightbox"
          data-lightbox-backdrop=""
          onKeyDown={onKeyDown}
          onClick={onClick}
          onCloseAutoFocus={(event) => {
            const target = lastShown.current && returnFocusTo?.(lastShown.current);
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-ink-foreground [--color-ring:var(--color-accent)] focus:outline-none data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in"
        >
          <div data-lightbox-backdrop="" className="flex items-center justify-between gap-4 p-3">
            <p aria-live="polite" className="px-2 text-sm text-ink-muted tabular-nums">
              {index !== null && open ? `${index + 1} of ${Math.max(total, items.length)}` : ''}
            </p>
            <DialogPrimitive.Close
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-white/10 text-ink-foreground transition-colors hover:bg-white/20"
              aria-label="Close"
            >
              <XIcon className="size-6" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>

          <div
            data-lightbox-backdrop=""
            className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-16 sm:pb-6"
          >
            {item && (
              <figure
                {...swipe}
                data-lightbox-backdrop=""
                className="flex max-h-full w-full touch-pan-y flex-col items-center gap-3"
              >
                <LightboxPicture key={item.id} item={item} />
                <figcaption className="grid max-h-28 max-w-3xl gap-1 overflow-y-auto px-2 text-center">
                  <DialogPrimitive.Title className="text-base font-semibold text-ink-foreground sm:text-lg">
                    {text?.title}
                  </DialogPrimitive.Title>
                  {text?.description ? (
                    <DialogPrimitive.Description className="text-sm text-ink-muted">
                      {text.description}
                    </DialogPrimitive.Description>
                  ) : (
                    <DialogPrimitive.Description className="sr-only">
                      Use the arrow keys to move between photos.
                    </DialogPrimitive.Description>
                  )}
                </figcaption>
              </figure>
            )}
            <NavButton
              direction="previous"
              disabled={!hasPrevious}
              onClick={() => go(-1)}
              className="left-2 sm:left-4"
            />
            <NavButton
              direction="next"
              disabled={!hasNext}
              onClick={() => go(1)}
              className="right-2 sm:right-4"
            />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * The picture at lightbox size, over a spinner until it has arrived. Its box is sized before then
 * (as wide as fits the screen, its own width and 1200 px allow, at its own aspect ratio), so the
 * caption does not jump when it loads.
 */
function LightboxPicture({ item }: { item: LightboxItem }) {
  const [loaded, setLoaded] = useState(false);
  const width = Math.max(1, item.width);
  const height = Math.max(1, item.height);
  const box: React.CSSProperties = {
    width: `min(100%, ${Math.min(width, LIGHTBOX_WIDTH)}px, calc((100svh - 13rem) * ${width / height}))`,
    aspectRatio: `${width} / ${height}`,
    ...(item.placeholder && !loaded
      ? { backgroundImage: `url("${item.placeholder}")`, backgroundSize: 'cover' }
      : {}),
  };
  return (
    <div data-lightbox-backdrop="" className="relative flex w-full justify-center">
      {!loaded && (
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 size-9 -translate-1/2 rounded-full border-3 border-white/20 border-t-white/80 motion-safe:animate-spin"
        />
      )}
      <Image
        src={item.src}
        alt={item.alt}
        width={LIGHTBOX_WIDTH}
        height={Math.round((LIGHTBOX_WIDTH * height) / width)}
        sizes={SIZES}
        priority
        onLoad={() => setLoaded(true)}
        onError={() => setLoaded(true)}
        draggable={false}
        style={box}
        className={cn(
          'block h-auto rounded-lg bg-white/5 object-cover shadow-2xl transition-opacity duration-300 select-none',
          loaded || item.placeholder ? 'opacity-100' : 'opacity-60',
        )}
      />
    </div>
  );
}

function NavButton({
  direction,
  disabled,
  onClick,
  className,
}: {
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick: () => void;
  className: string;
}) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    // aria-disabled, not disabled: a disabled button drops its focus out of the dialog.
    <button
      type="button"
      onClick={() => !disabled && onClick()}
      aria-disabled={disabled || undefined}
      aria-label={direction === 'previous' ? 'Previous photo' : 'Next photo'}
      className={cn(
        'absolute top-1/2 inline-flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-slate-950/60 text-ink-foreground ring-1 ring-white/15 transition-[background-color,opacity] hover:bg-slate-950/80 aria-disabled:cursor-default aria-disabled:opacity-30 aria-disabled:hover:bg-slate-950/60',
        className,
      )}
    >
      <Icon className="size-6" aria-hidden="true" />
    </button>
  );
}

/** Fetches the neighbours at lightbox size, with the same srcset, so the browser reuses them. */
function usePreload(neighbours: readonly (LightboxItem | undefined)[]) {
  const urls = neighbours.filter((item): item is LightboxItem => item !== undefined);
  const key = urls.map((item) => item.src).join('\n');
  useEffect(() => {
    if (!key) return;
    for (const src of key.split('\n')) {
      const img = document.createElement('img');
      img.decoding = 'async';
      img.sizes = SIZES;
      const srcset = imageSrcSet(src, LIGHTBOX_WIDTH);
      if (srcset) img.srcset = srcset;
      img.src = imageUrl(src, { width: LIGHTBOX_WIDTH });
    }
  }, [key]);
}

/** A horizontal touch or pen swipe of at least SWIPE_THRESHOLD px, mostly sideways. */
function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown(event: React.PointerEvent) {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: React.PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(dy) * 1.5) {
        onSwipe(dx < 0 ? 'left' : 'right');
      }
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
