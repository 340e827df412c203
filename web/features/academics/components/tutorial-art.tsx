import { FileText, Play } from 'lucide-react';
import { ArtPicture } from '@/components/art/art-picture';
import { cn } from '@/lib/cn';

/**
 * Stands in for a missing thumbnail: the project's pre-rendered physics artwork (an image, not
 * inline SVG: a list of cards would otherwise carry thousands of SVG nodes to hydrate), with the
 * tutorial's kind on top. Decorative only.
 */
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
      <ArtPicture
        art={{ card: variant === 'video' ? 'spectrum' : 'laboratory' }}
        alt=""
        className="absolute inset-0 size-full object-cover opacity-80"
      />
      {variant === 'video' ? (
        <span className="absolute top-1/2 left-1/2 flex size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/30 backdrop-blur-sm">
          <Play className="ml-0.5 size-6 fill-white text-white" />
        </span>
      ) : (
        <span className="absolute top-1/2 left-1/2 flex size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-2xl bg-amber-400 text-slate-950 shadow-lg">
          <FileText className="size-7" />
        </span>
      )}
    </div>
  );
}
