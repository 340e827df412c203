import { ArrowRight, Clock, Eye, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { Tutorial } from '@contract/tutorials';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { categoryName, formatViews, tutorialPath } from '@/features/academics/labels';
import { DownloadLink } from './download-link';
import { TutorialArt } from './tutorial-art';

type TutorialCardProps = {
  tutorial: Tutorial;
  /**
   * 'hub' is the spec's card exactly; 'full' (the tutorials list) adds the category, and for notes
   * the description, lecturer and level, with a link to the tutorial's page.
   */
  variant?: 'hub' | 'full';
};

const shell =
  'group flex h-full flex-col overflow-hidden rounded-card bg-card shadow-card ring-1 ring-border transition-shadow duration-200 hover:shadow-card-hover';

/** A tutorial as a card: the video variant or the notes variant (spec §2, Our Tutorials). */
export function TutorialCard({ tutorial, variant = 'hub' }: TutorialCardProps) {
  return tutorial.type === 'video' ? (
    <VideoTutorialCard tutorial={tutorial} full={variant === 'full'} />
  ) : (
    <NotesTutorialCard tutorial={tutorial} full={variant === 'full'} />
  );
}

/** Thumbnail or placeholder, duration and level badges, title, description, lecturer, views, Watch Tutorial. */
function VideoTutorialCard({ tutorial, full }: { tutorial: Tutorial; full: boolean }) {
  return (
    <article className={shell} data-tutorial-type="video">
      <div className="relative aspect-video overflow-hidden bg-ink">
        {tutorial.thumbnail ? (
          <Image
            src={tutorial.thumbnail}
            alt=""
            width={800}
            height={450}
            sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        ) : (
          <TutorialArt variant="video" />
        )}
        <Badge className="absolute top-3 left-3 shadow-sm">
          <span className="sr-only">Level </span>
          {tutorial.level}
        </Badge>
        {tutorial.duration && (
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-md bg-slate-950/85 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
            <Clock className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Duration </span>
            {tutorial.duration}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {full && (
          <p className="text-xs font-semibold tracking-wide text-accent-strong uppercase">
            {categoryName(tutorial.category)}
          </p>
        )}
        <h3 className="text-lg leading-6 font-bold text-foreground">{tutorial.title}</h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{tutorial.description}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-foreground/80">
          <span className="inline-flex items-center gap-1.5">
            <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
            {tutorial.lecturer}
          </span>
          <span className="inline-flex items-center gap-1.5 tabular-nums">
            <Eye className="size-4 text-muted-foreground" aria-hidden="true" />
            {formatViews(tutorial.views)}
          </span>
        </div>
        <div className="mt-auto pt-3">
          <Button asChild size="sm">
            <Link to={tutorialPath(tutorial._id)}>
              Watch Tutorial
              <span className="sr-only">: {tutorial.title}</span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}

/** Title, a PDF badge when there is a file, and Download Notes. */
function NotesTutorialCard({ tutorial, full }: { tutorial: Tutorial; full: boolean }) {
  return (
    <article className={shell} data-tutorial-type="notes">
      <div className="relative aspect-video overflow-hidden bg-ink">
        <TutorialArt variant="notes" />
        {full && (
          <Badge className="absolute top-3 left-3 shadow-sm">
            <span className="sr-only">Level </span>
            {tutorial.level}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {full && (
            <p className="text-xs font-semibold tracking-wide text-accent-strong uppercase">
              {categoryName(tutorial.category)}
            </p>
          )}
          {tutorial.pdfUrl && <Badge variant="secondary">PDF</Badge>}
        </div>
        <h3 className="text-lg leading-6 font-bold text-foreground">{tutorial.title}</h3>
        {full && (
          <>
            <p className="line-clamp-2 text-sm text-muted-foreground">{tutorial.description}</p>
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-foreground/80">
              <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
              {tutorial.lecturer}
            </p>
          </>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          {tutorial.pdfUrl && (
            <DownloadLink url={tutorial.pdfUrl} fileName={tutorial.title}>
              Download Notes
              <span className="sr-only">: {tutorial.title}</span>
            </DownloadLink>
          )}
          {full && (
            <Button asChild size="sm" variant="outline">
              <Link to={tutorialPath(tutorial._id)}>
                Details
                <span className="sr-only">: {tutorial.title}</span>
              </Link>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
