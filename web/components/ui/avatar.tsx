import { Avatar as AvatarPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';

/** 'Ada Obi-Nwosu' → 'AO': the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(dr|prof|mr|mrs|ms|engr)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

type AvatarProps = React.ComponentProps<typeof AvatarPrimitive.Root> & {
  /** The person's name: the image's alt text, and where the initials come from. */
  name: string;
  /** A portrait; without one (or while it loads, or if it fails) the initials show. */
  src?: string | undefined;
  /** Overrides the initials, e.g. a testimonial's fallbackInitial. */
  fallback?: string;
  /** Hide from assistive technology when the name is written next to it (the usual case). */
  decorative?: boolean;
};

/** A round portrait, or the person's initials on a tinted disc when there is no image. */
function Avatar({ name, src, fallback, decorative = true, className, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      aria-hidden={decorative || undefined}
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden rounded-full bg-primary-100',
        className,
      )}
      {...props}
    >
      {src && (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt={decorative ? '' : name}
          className="aspect-square size-full object-cover"
        />
      )}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        className="flex size-full items-center justify-center bg-linear-to-br from-primary-600 to-primary-800 font-bold tracking-wide text-white select-none"
      >
        {fallback ?? initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

export { Avatar };
