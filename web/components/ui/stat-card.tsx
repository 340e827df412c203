import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

type StatCardProps = {
  icon: LucideIcon;
  /** The figure as written, e.g. '500+'. */
  value: string;
  label: string;
  /** On a dark surface (ink) instead of a card. */
  tone?: 'light' | 'dark';
  className?: string;
};

/**
 * A statistic: icon, value and label. The label is a term and the value its description, so a
 * row of these goes straight inside a <dl>; the value is shown first (flex-col-reverse).
 */
export function StatCard({ icon: Icon, value, label, tone = 'light', className }: StatCardProps) {
  const dark = tone === 'dark';
  return (
    <div
      data-slot="stat-card"
      className={cn(
        'flex flex-col-reverse items-center gap-1 rounded-card px-4 py-6 text-center',
        dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-card shadow-card ring-1 ring-border',
        className,
      )}
    >
      <dt className={cn('text-sm font-medium', dark ? 'text-ink-muted' : 'text-muted-foreground')}>
        {label}
      </dt>
      <dd className="flex flex-col items-center gap-2">
        <Icon
          className={cn('size-7', dark ? 'text-cyan-300' : 'text-primary-700')}
          aria-hidden="true"
        />
        <span
          className={cn(
            'text-3xl font-extrabold tracking-tight tabular-nums sm:text-4xl',
            dark ? 'text-white' : 'text-foreground',
          )}
        >
          {value}
        </span>
      </dd>
    </div>
  );
}
