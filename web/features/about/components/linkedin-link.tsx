import { LinkedinIcon } from '@/components/layout/social-icons';
import { cn } from '@/lib/cn';

/** A person's LinkedIn profile, opening in a new tab; nothing when they gave none. */
export function LinkedinLink({
  name,
  href,
  tone = 'light',
}: {
  name: string;
  href: string | undefined;
  tone?: 'light' | 'dark';
}) {
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${name} on LinkedIn (opens in a new tab)`}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full ring-1 transition-colors',
        tone === 'dark'
          ? 'bg-white/10 text-white ring-white/15 hover:bg-cyan-400 hover:text-slate-950'
          : 'bg-card text-primary-800 ring-border hover:bg-primary-50',
      )}
    >
      <LinkedinIcon className="size-4.5" />
    </a>
  );
}
