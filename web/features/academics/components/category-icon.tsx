import { Atom, BookOpen, Cpu, Earth, type LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { cn } from '@/lib/cn';
import { categoryTint } from './category-style';

/** An icon per category id; any other id gets the default (spec: icon by id, default otherwise). */
const icons: Record<string, LucideIcon> = {
  'pure-physics': Atom,
  'industrial-physics': Cpu,
  geophysics: Earth,
};
const DefaultCategoryIcon = BookOpen;

const categoryIcon = (id: string): LucideIcon => icons[id] ?? DefaultCategoryIcon;

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
