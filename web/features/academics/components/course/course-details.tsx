import { BookOpenCheck, FileQuestion, FileText, ListOrdered, MonitorPlay } from 'lucide-react';
import { Link } from 'react-router';
import type { Course } from '@contract/courses';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { categoryName, categoryPath } from '@/features/academics/labels';
import { BackLink } from '../back-link';
import { CategoryBadge } from '../category-style';
import { DownloadLink } from '../download-link';
import { PageHeading } from '../page-heading';
import { VideoPlayer } from '../video-player';

type Material = Course['materials'][number];
type Paper = Course['pastQuestions'][number];

/** Past questions grouped by year, newest year first. */
export function papersByYear(papers: readonly Paper[]): { year: number; papers: Paper[] }[] {
  const years = [...new Set(papers.map((paper) => paper.year))].sort((a, b) => b - a);
  return years.map((year) => ({
    year,
    papers: papers.filter((paper) => paper.year === year),
  }));
}

/**
 * /academics/course/{id}: code, title, credits, category, level, description, outline, materials
 * (a PDF to download, a video to watch) and past questions by year.
 */
export function CourseDetails({ course }: { course: Course }) {
  return (
    <>
      <PageHeading eyebrow={course.id} title={course.title} lead={<p>{course.description}</p>}>
        <ul aria-label="Course facts" className="mt-5 flex flex-wrap gap-2">
          <li>
            <CategoryBadge id={course.category}>{categoryName(course.category)}</CategoryBadge>
          </li>
          <li>
            <Badge variant="outline" className="tabular-nums">
              {course.level}
            </Badge>
          </li>
          <li>
            <Badge variant="outline" className="tabular-nums">
              {course.credits} {course.credits === 1 ? 'credit' : 'credits'}
            </Badge>
          </li>
        </ul>
        <div className="mt-6">
          <BackLink to={categoryPath(course.category)}>{categoryName(course.category)}</BackLink>
        </div>
      </PageHeading>

      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-10">
          <section aria-labelledby="outline-title" className="grid gap-4">
            <h2
              id="outline-title"
              className="flex items-center gap-2 text-2xl font-extrabold text-foreground"
            >
              <ListOrdered className="size-6 text-primary" aria-hidden="true" />
              Course outline
            </h2>
            {course.outline.length === 0 ? (
              <p className="text-muted-foreground">The outline will appear here.</p>
            ) : (
              <ol className="grid gap-2">
                {course.outline.map((topic, index) => (
                  <li
                    key={`${index}-${topic}`}
                    className="flex items-start gap-3 rounded-control bg-card px-4 py-3 shadow-xs ring-1 ring-border"
                  >
                    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-100 text-sm font-bold text-primary-800 tabular-nums">
                      {index + 1}
                    </span>
                    <span className="pt-0.5 text-foreground">{topic}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>

          <section aria-labelledby="materials-title" className="grid gap-4">
            <h2
              id="materials-title"
              className="flex items-center gap-2 text-2xl font-extrabold text-foreground"
            >
              <BookOpenCheck className="size-6 text-primary" aria-hidden="true" />
              Materials
            </h2>
            {course.materials.length === 0 ? (
              <p className="text-muted-foreground">No materials yet.</p>
            ) : (
              <ul className="grid gap-4">
                {course.materials.map((material) => (
                  <li key={material.id}>
                    <MaterialItem material={material} course={course} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <section
          aria-labelledby="past-questions-title"
          className="grid gap-4 rounded-card bg-card p-5 shadow-card ring-1 ring-border sm:p-6 lg:sticky lg:top-24"
        >
          <h2
            id="past-questions-title"
            className="flex items-center gap-2 text-2xl font-extrabold text-foreground"
          >
            <FileQuestion className="size-6 text-primary" aria-hidden="true" />
            Past questions
          </h2>
          {course.pastQuestions.length === 0 ? (
            <p className="text-muted-foreground">No past questions for this course yet.</p>
          ) : (
            papersByYear(course.pastQuestions).map(({ year, papers }) => (
              <section key={year} aria-labelledby={`year-${year}`} className="grid gap-2">
                <h3
                  id={`year-${year}`}
                  className="text-sm font-bold tracking-widest text-accent-strong uppercase tabular-nums"
                >
                  {year}
                </h3>
                <ul className="grid gap-2">
                  {papers.map((paper) => (
                    <li
                      key={paper.id}
                      className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-border px-4 py-3"
                    >
                      <span className="grid gap-0.5">
                        <span className="font-semibold text-foreground">{paper.title}</span>
                        <span className="text-xs text-muted-foreground">{paper.type}</span>
                      </span>
                      <DownloadLink
                        url={paper.url}
                        fileName={`${course.id} ${year} ${paper.title}`}
                        variant="outline"
                      >
                        Download PDF
                        <span className="sr-only">
                          : {paper.title} ({year})
                        </span>
                      </DownloadLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
          <Button asChild variant="link" className="justify-self-start text-sm">
            <Link
              to={`/academics/past-questions?category=${course.category}&level=${course.level}&course=${encodeURIComponent(course.id)}`}
            >
              Open in the past-question bank
            </Link>
          </Button>
        </section>
      </div>
    </>
  );
}

/** A PDF to download (or open) or a video to watch. */
function MaterialItem({ material, course }: { material: Material; course: Course }) {
  if (material.type === 'VIDEO') {
    return (
      <article className="grid gap-3 rounded-card bg-card p-4 shadow-xs ring-1 ring-border">
        <h3 className="flex items-center gap-2 font-semibold text-foreground">
          <MonitorPlay className="size-5 text-accent-strong" aria-hidden="true" />
          {material.title}
          <Badge variant="muted">Video</Badge>
        </h3>
        <VideoPlayer url={material.url} title={material.title} />
      </article>
    );
  }
  return (
    <article className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-card p-4 shadow-xs ring-1 ring-border">
      <h3 className="flex items-center gap-2 font-semibold text-foreground">
        <FileText className="size-5 text-accent-strong" aria-hidden="true" />
        {material.title}
        <Badge variant="secondary">PDF</Badge>
      </h3>
      {material.downloadable ? (
        <DownloadLink
          url={material.url}
          fileName={`${course.id} ${material.title}`}
          variant="outline"
        >
          Download
          <span className="sr-only">: {material.title}</span>
        </DownloadLink>
      ) : (
        <Button asChild size="sm" variant="outline">
          <a href={material.url} target="_blank" rel="noopener noreferrer">
            Open
            <span className="sr-only">: {material.title} (opens in a new tab)</span>
          </a>
        </Button>
      )}
    </article>
  );
}
