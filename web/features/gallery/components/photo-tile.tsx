import { Maximize2 } from 'lucide-react';
import type * as React from 'react';
import type { Photo } from '@contract/photos';
import { UNTITLED_PHOTO } from '@contract/photo-names';
import { cn } from '@/lib/cn';
import { PhotoImage } from './photo-image';

type PhotoTileProps = Omit<React.ComponentProps<'button'>, 'children'> & {
  photo: Photo;
  /** How wide the tile is laid out, for the srcset. */
  sizes: string;
  /** The caption shown on hover and keyboard focus; default: name (or 'Untitled') and label. */
  caption?: { title: string; detail?: string };
};

/**
 * A photo that opens the lightbox. Its name and label slide in on hover and on keyboard focus, and
 * always show on touch screens; they are hidden from screen readers, which hear the image's alt text
 * as the button's name.
 */
export function PhotoTile({ photo, sizes, caption, className, ...props }: PhotoTileProps) {
  const title = caption?.title ?? (photo.name?.trim() || UNTITLED_PHOTO);
  const detail = caption ? caption.detail : photo.label;
  return (
    <button
      type="button"
      data-slot="photo-tile"
      className={cn(
        'group relative block size-full cursor-zoom-in overflow-hidden rounded-xl bg-primary-100 text-left shadow-card',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <PhotoImage
        photo={photo}
        sizes={sizes}
        className="size-full"
        imageClassName="group-hover:scale-[1.03]"
      />
      <span
        aria-hidden="true"
        data-slot="photo-caption"
        className={cn(
          'pointer-events-none absolute inset-x-0 bottom-0 flex flex-col gap-0.5 bg-linear-to-t from-slate-950/85 via-slate-950/55 to-transparent px-3 pt-10 pb-3 text-white',
          'translate-y-2 opacity-0 transition-[opacity,transform] duration-300 ease-out',
          'group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:translate-y-0 group-focus-visible:opacity-100',
          // Touch screens have no hover: the name and label are always there.
          'pointer-coarse:translate-y-0 pointer-coarse:opacity-100',
        )}
      >
        <span className="line-clamp-2 text-sm leading-5 font-semibold">{title}</span>
        {detail && <span className="line-clamp-2 text-xs leading-4 text-slate-200">{detail}</span>}
      </span>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-slate-950/55 text-white opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        <Maximize2 className="size-4" />
      </span>
    </button>
  );
}
