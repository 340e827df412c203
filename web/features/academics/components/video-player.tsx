import { ExternalLink, PlayCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { videoSource } from '@/features/academics/video';
import { cn } from '@/lib/cn';

type VideoPlayerProps = {
  url: string;
  /** What the video is, for the frame's accessible name. */
  title: string;
  className?: string;
};

/**
 * A video: YouTube and Vimeo through their privacy-enhanced players (youtube-nocookie.com,
 * player.vimeo.com with do-not-track), a video file in the browser's own player, and any other
 * page as a link to watch it there.
 */
export function VideoPlayer({ url, title, className }: VideoPlayerProps) {
  const source = videoSource(url);
  const frame = cn(
    'aspect-video w-full overflow-hidden rounded-card bg-ink shadow-card',
    className,
  );

  if (source.kind === 'youtube' || source.kind === 'vimeo') {
    return (
      <div className={frame}>
        <iframe
          src={source.embedUrl}
          title={`Video: ${title}`}
          className="size-full"
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (source.kind === 'file') {
    return (
      <div className={cn('grid gap-2', className)}>
        <video
          controls
          preload="metadata"
          playsInline
          src={source.url}
          aria-label={`Video: ${title}`}
          className="aspect-video w-full overflow-hidden rounded-card bg-black shadow-card"
        >
          <a href={source.url}>Download the video</a>
        </video>
        {/* Browsers show the content inside <video> only when they lack the element; a format
            they cannot play, or a dead link, leaves a blank player: this link stays in view. */}
        <p className="text-sm text-muted-foreground">
          Not playing?{' '}
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-sm font-semibold text-primary underline underline-offset-4"
          >
            Open the video file
            <span className="sr-only">: {title} (opens in a new tab)</span>
          </a>
        </p>
      </div>
    );
  }
  return (
    <div
      className={cn(
        'surface-ink flex flex-col items-start gap-4 rounded-card p-5 shadow-card sm:flex-row sm:items-center',
        className,
      )}
    >
      <PlayCircle className="size-10 shrink-0 text-accent" aria-hidden="true" />
      <p className="flex-1 text-ink-muted">This video plays on its host&apos;s site.</p>
      <Button asChild variant="secondary" size="sm">
        <a href={source.url} target="_blank" rel="noopener noreferrer">
          Watch the video
          <span className="sr-only">: {title} (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
    </div>
  );
}
