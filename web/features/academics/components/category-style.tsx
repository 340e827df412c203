import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * Tints per category (the contract's colour names): the icon's circle and the badge. Each text
 * colour on its background meets WCAG AA. The default is the spec's purple tone. The icons are in
 * category-icon.tsx: the filtered lists and the course page show badges only, and would load the
 * icons for nothing.
 */
const tints: Record<string, { icon: string; badge: string; ring: string }> = {
  'pure-physics': {
    icon: 'bg-primary-100 text-primary-800',
    badge: 'bg-primary-100 text-primary-800',
    ring: 'group-hover:ring-primary-300',
  },
  'industrial-physics': {
    icon: 'bg-cyan-100 text-cyan-800',
    badge: 'bg-cyan-100 text-cyan-800',
    ring: 'group-hover:ring-cyan-300',
  },
  geophysics: {
    icon: 'bg-amber-100 text-amber-800',
    badge: 'bg-amber-100 text-amber-800',
    ring: 'group-hover:ring-amber-300',
  },
};
const defaultTint = {
  icon: 'bg-purple-100 text-purple-800',
  badge: 'bg-purple-100 text-purple-800',
  ring: 'group-hover:ring-primary-300',
};

export const categoryTint = (id: string) => tints[id] ?? defaultTint;

/** A small badge naming the category, in its tint. */
export function CategoryBadge({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit shrink-0 items-center rounded-full px-2 py-0.5 text-xs leading-4 font-semibold whitespace-nowrap',
        categoryTint(id).badge,
      )}
    >
      {children}
    </span>
  );
}
