import { Atom, BookOpen, Cpu, Earth, type LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

/** An icon per category id; any other id gets the default (spec: icon by id, default otherwise). */
const icons: Record<string, LucideIcon> = {
  'pure-physics': Atom,
  'industrial-physics': Cpu,
  geophysics: Earth,
};
const DefaultCategoryIcon = BookOpen;

const categoryIcon = (id: string): LucideIcon => icons[id] ?? DefaultCategoryIcon;

/**
 * Tints per category (the contract's colour names): the icon's circle and the badge. Each text
 * colour on its background meets WCAG AA. The default is the spec's purple tone.
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

/** The category's icon in its tinted circle. */
export function CategoryIcon({ id, className }: { id: string; className?: string }) {
  const known = id in icons;
  return (
    <span
      data-category-icon={known ? id : 'default'}
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-2xl',
        categoryTint(id).icon,
        className,
      )}
    >
      {createElement(categoryIcon(id), { className: 'size-6', 'aria-hidden': true })}
    </span>
  );
}

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
