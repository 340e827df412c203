import { CalendarDays, Clock, Eye, FileText, GraduationCap, UserRound } from 'lucide-react';
import type * as React from 'react';
import type { Tutorial } from '@contract/tutorials';
import { useRecordTutorialView } from '@/api/tutorials/record-tutorial-view';
import { MathText } from '@/components/math-text';
import { Badge } from '@/components/ui/badge';
import { categoryName, formatDay, formatViews } from '@/features/academics/labels';
import { BackLink } from '../back-link';
import { DownloadLink } from '../download-link';
import { PageHeading } from '../page-heading';
import { TutorialArt } from '../tutorial-art';
import { VideoPlayer } from '../video-player';

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Clock;
  label: string;
  children: React.ReactNode;
}) {
  return (
    // A <dl>'s groups hold only their <dt> and <dd>: the icon sits inside the term.
    <div className="relative rounded-control bg-card py-3 pr-4 pl-12 shadow-xs ring-1 ring-border">
      <dt className="text-xs font-medium text-muted-foreground">
        <Icon
          className="absolute top-1/2 left-4 size-5 -translate-y-1/2 text-primary"
          aria-hidden="true"
        />
        {label}
      </dt>
      <dd className="font-semibold text-foreground tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * /tutorials/{id}: the video (or the notes), the notes PDF, lecturer, level, duration and views;
 * then the description, keywords and comments. The visit is counted once per browser.
 */
export function TutorialDetails({
  tutorial,
  comments,
}: {
  tutorial: Tutorial;
  /** The discussion below the tutorial; the route supplies it (it belongs to the Q&A feature). */
  comments?: React.ReactNode;
}) {
  const counted = useRecordTutorialView(tutorial._id);
  const views = counted ?? tutorial.views;
  const isVideo = tutorial.type === 'video';

  return (
    <>
      <PageHeading
        eyebrow={`${categoryName(tutorial.category)} · ${isVideo ? 'Video tutorial' : 'Lecture notes'}`}
        title={tutorial.title}
        lead={
          <p>
            <MathText text={tutorial.description} />
          </p>
        }
      >
        <div className="mt-6">
          <BackLink to="/academics/tutorials">All tutorials</BackLink>
        </div>
      </PageHeading>

      {/* Phones: the video, then the facts and the notes, then the rest; wide screens: facts beside. */}
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start lg:gap-x-10">
        <div className="lg:col-start-1">
          {isVideo && tutorial.videoUrl ? (
            <VideoPlayer url={tutorial.videoUrl} title={tutorial.title} />
          ) : (
            <div className="relative aspect-video overflow-hidden rounded-card shadow-card">
              <TutorialArt variant="notes" />
            </div>
          )}
        </div>
        <aside
          aria-label="About this tutorial"
          className="grid gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          {tutorial.pdfUrl && (
            <div className="grid gap-3 rounded-card bg-card p-5 shadow-card ring-1 ring-border">
              <p className="flex items-center gap-2 font-semibold text-foreground">
                <FileText className="size-5 text-accent-strong" aria-hidden="true" />
                Lecture notes
                <Badge variant="secondary">PDF</Badge>
              </p>
              <DownloadLink url={tutorial.pdfUrl} fileName={tutorial.title} size="default">
                Download Notes
              </DownloadLink>
            </div>
          )}
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-1">
            <Fact icon={UserRound} label="Lecturer">
              {tutorial.lecturer}
            </Fact>
            <Fact icon={GraduationCap} label="Level">
              {tutorial.level}
            </Fact>
            {tutorial.duration && (
              <Fact icon={Clock} label="Duration">
                {tutorial.duration}
              </Fact>
            )}
            <Fact icon={Eye} label="Views">
              {formatViews(views)}
            </Fact>
            <Fact icon={CalendarDays} label="Uploaded">
              {formatDay(tutorial.uploadDate)}
            </Fact>
          </dl>
        </aside>
        <div className="grid gap-8 lg:col-start-1">
          {tutorial.keywords.length > 0 && (
            <ul aria-label="Keywords" className="flex flex-wrap gap-2">
              {tutorial.keywords.map((keyword) => (
                <li
                  key={keyword}
                  className="rounded-full bg-muted px-3 py-1 text-sm text-foreground/80"
                >
                  {keyword}
                </li>
              ))}
            </ul>
          )}

          {comments}
        </div>
      </div>
    </>
  );
}
