import { FieldLines, Orbits } from '@/components/art/physics-art';
import { cn } from '@/lib/cn';

/** Stands in for a missing image: physics artwork on the night surface, decorative only. */
export function CardArt({
  variant = 'orbits',
  className,
}: {
  variant?: 'orbits' | 'field';
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      className={cn('surface-ink relative size-full overflow-hidden', className)}
    >
      <div className="absolute -top-1/3 -right-1/4 size-3/4 rounded-full bg-primary-600/40 blur-3xl" />
      <div className="absolute -bottom-1/3 -left-1/4 size-2/3 rounded-full bg-cyan-400/20 blur-3xl" />
      {variant === 'orbits' ? (
        <Orbits className="top-1/2 left-1/2 size-40 -translate-x-1/2 -translate-y-1/2 opacity-80" />
      ) : (
        <FieldLines className="inset-0 size-full opacity-70" />
      )}
    </div>
  );
}
