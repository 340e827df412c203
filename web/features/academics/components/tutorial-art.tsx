import { FileText, Play } from 'lucide-react';
import { FieldLines, LatticeArt, Orbits } from '@/components/art/physics-art';
import { cn } from '@/lib/cn';

/** Stands in for a missing thumbnail: physics artwork on the night surface, decorative only. */
export function TutorialArt({
  variant = 'video',
  className,
}: {
  variant?: 'video' | 'notes';
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      className={cn('surface-ink relative size-full overflow-hidden', className)}
    >
      <div className="absolute -top-1/3 -right-1/4 size-3/4 rounded-full bg-primary-600/45 blur-3xl" />
      <div className="absolute -bottom-1/3 -left-1/4 size-2/3 rounded-full bg-cyan-400/20 blur-3xl" />
      {variant === 'video' ? (
        <>
          <FieldLines className="inset-0 size-full opacity-60" />
          <Orbits
            nucleus={false}
            className="top-1/2 left-1/2 size-44 -translate-x-1/2 -translate-y-1/2 opacity-50"
          />
          <span className="absolute top-1/2 left-1/2 flex size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/30 backdrop-blur-sm">
            <Play className="ml-0.5 size-6 fill-white text-white" />
          </span>
        </>
      ) : (
        <>
          <LatticeArt className="inset-0 size-full opacity-60" />
          <span className="absolute top-1/2 left-1/2 flex size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-2xl bg-amber-400 text-slate-950 shadow-lg">
            <FileText className="size-7" />
          </span>
        </>
      )}
    </div>
  );
}
