import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

type StatCardProps = {
  icon: LucideIcon;
  /** The figure as written, e.g. '500+'. */
  value: string;
  label: string;
  /** A page of the site the statistic leads to; the whole card becomes the link. */
  href?: string;
  /** On a dark surface (ink) instead of a card. */
  tone?: 'light' | 'dark';
  className?: string;
};

/**
 * A statistic: icon, value and label. The label is a term and the value its description, so a
 * row of these goes straight inside a <dl>; the value is shown first (flex-col-reverse).
 *
 * With `href`, the link sits in the term (a <dl> may hold nothing but terms and descriptions) and
 * stretches over the card, so the whole card is clickable; its name reads as the card does,
 * figure then label.
 */
export function StatCard({
  icon: Icon,
  value,
  label,
  href,
  tone = 'light',
  className,
}: StatCardProps) {
  const dark = tone === 'dark';
  return (
    <div
      data-slot="stat-card"
      className={cn(
        'flex flex-col-reverse items-center gap-1 rounded-card px-4 py-6 text-center',
        dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-card shadow-card ring-1 ring-border',
        href && [
          'relative transition-colors',
          dark ? 'hover:bg-white/10' : 'hover:bg-muted',
          // The link itself is one line of text: the focus ring goes round the card it covers.
          'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring',
        ],
        className,
      )}
    >
      <dt className={cn('text-sm font-medium', dark ? 'text-ink-muted' : 'text-muted-foreground')}>
        {href ? (
          <Link
            to={href}
            aria-label={`${value} ${label}`}
            className="underline-offset-4 after:absolute after:inset-0 after:rounded-card hover:underline focus-visible:outline-none"
          >
            {label}
            {/* Inline, so that on a narrow card it follows the label's last word. */}
            <ArrowRight className="ml-1 inline size-3.5 align-[-0.125em]" aria-hidden="true" />
          </Link>
        ) : (
          label
        )}
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
