import {
  BookOpen,
  CalendarDays,
  FileQuestion,
  GraduationCap,
  Library,
  MessageCircleQuestion,
  Newspaper,
  Search,
  SearchX,
  type LucideIcon,
} from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import type { SearchKindName, SearchResults as Results } from '@contract/search';
import { PhysicsBackdrop } from '@/components/art/physics-art';
import { SiteSearchForm } from '@/components/layout/site-search-form';
import { ListError } from '@/components/list-error';
import type { Settled } from '@/lib/settled';

/** Each kind's heading and icon, in the order the server groups them. */
const kinds: Record<SearchKindName, { label: string; icon: LucideIcon }> = {
  courses: { label: 'Courses', icon: BookOpen },
  pastQuestions: { label: 'Past questions', icon: FileQuestion },
  tutorials: { label: 'Tutorials', icon: GraduationCap },
  resources: { label: 'Learning resources', icon: Library },
  questions: { label: 'Q&A questions', icon: MessageCircleQuestion },
  news: { label: 'News', icon: Newspaper },
  events: { label: 'Events', icon: CalendarDays },
};

/** Where a search often starts, for a visitor who has not typed one yet. */
const startingPoints = [
  { to: '/academics/past-questions', label: 'Past questions' },
  { to: '/academics/tutorials', label: 'Tutorials' },
  { to: '/academics/learning-resources', label: 'Learning resources' },
  { to: '/academics/qna', label: 'Q&A forum' },
  { to: '/news', label: 'News' },
  { to: '/events', label: 'Events' },
];

type SearchResultsProps = {
  /** The search as read (trimmed); blank when none was typed. */
  q: string;
  /** The results, or why they could not be read; null for no search. */
  results: Settled<Results> | null;
};

/**
 * /search: the search form over the results, grouped by kind with each group's count; a clear
 * answer when nothing was found or nothing typed. Plain links and a plain form: it all works
 * without scripts.
 */
export function SearchResults({ q, results }: SearchResultsProps) {
  return (
    <>
      <section
        aria-labelledby="page-title"
        className="surface-ink relative isolate overflow-hidden"
      >
        <PhysicsBackdrop className="-z-10" />
        <div className="container-page py-10 sm:py-14">
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-widest text-cyan-200 uppercase ring-1 ring-white/15 backdrop-blur-sm">
              <span className="size-1.5 rounded-full bg-amber-400" aria-hidden="true" />
              Search
            </p>
            <h1
              id="page-title"
              className="mt-4 text-3xl font-extrabold tracking-tighter text-balance break-words text-white sm:text-4xl"
            >
              {q ? `Results for “${q}”` : 'Search the site'}
            </h1>
            <SiteSearchForm
              id="search-page-q"
              label="Search news, events, courses, past questions, tutorials, resources and Q&A"
              showLabel
              defaultValue={q}
              size="large"
              className="mt-6"
            />
          </div>
        </div>
      </section>

      <div className="container-page py-10 sm:py-14">
        {results === null ? (
          <Nothing
            icon={Search}
            title="What are you looking for?"
            message="Type a course code such as PHY 101, a topic or a lecturer’s name. Or start from one of these:"
          >
            <ul className="flex flex-wrap justify-center gap-2">
              {startingPoints.map((point) => (
                <li key={point.to}>
                  <Link
                    to={point.to}
                    className="inline-flex h-10 items-center rounded-full bg-primary-50 px-4 text-sm font-semibold text-primary-800 transition-colors hover:bg-primary-100"
                  >
                    {point.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Nothing>
        ) : !results.ok ? (
          <ListError message={`Error searching: ${results.error}`} />
        ) : (
          <Groups results={results.data} />
        )}
      </div>
    </>
  );
}

function Groups({ results }: { results: Results }) {
  const count = results.groups.reduce((sum, group) => sum + group.hits.length, 0);
  if (count === 0) {
    return (
      <Nothing
        icon={SearchX}
        title={`No results for “${results.q}”`}
        message="Check the spelling, use fewer words, or try a course code such as PHY 101."
      />
    );
  }
  const more = results.groups.some((group) => group.more);
  return (
    <div className="grid gap-10">
      <p role="status" className="text-sm text-muted-foreground">
        {count}
        {more ? '+' : ''} {count === 1 ? 'result' : 'results'} in {results.groups.length}{' '}
        {results.groups.length === 1 ? 'section' : 'sections'}
      </p>
      {results.groups.map((group) => {
        const { label, icon: Icon } = kinds[group.kind];
        const headingId = `results-${group.kind}`;
        return (
          <section key={group.kind} aria-labelledby={headingId} className="grid gap-4">
            <h2
              id={headingId}
              className="flex items-center gap-3 text-xl font-extrabold tracking-tight text-foreground"
            >
              <span className="flex size-9 items-center justify-center rounded-full bg-primary-50 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              {label}
              <span
                aria-hidden="true"
                className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold text-muted-foreground tabular-nums"
              >
                {group.hits.length}
                {group.more ? '+' : ''}
              </span>
              <span className="sr-only">
                {` (${group.hits.length}${group.more ? ' or more' : ''} ${group.hits.length === 1 && !group.more ? 'result' : 'results'})`}
              </span>
            </h2>
            <ul className="grid gap-3 lg:grid-cols-2">
              {group.hits.map((hit) => (
                <li
                  key={hit.id}
                  className="relative grid gap-1.5 rounded-card bg-card p-4 shadow-xs ring-1 ring-border transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-card"
                >
                  <h3 className="font-semibold text-foreground">
                    <Link
                      to={hit.url}
                      className="underline-offset-4 outline-none after:absolute after:inset-0 after:rounded-card hover:text-primary hover:underline"
                    >
                      {hit.title}
                    </Link>
                  </h3>
                  {hit.snippet && (
                    <p className="line-clamp-3 text-sm text-muted-foreground">{hit.snippet}</p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function Nothing({
  icon: Icon,
  title,
  message,
  children,
}: {
  icon: LucideIcon;
  title: string;
  message: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-input bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p role="status" className="text-lg font-semibold break-words text-foreground">
        {title}
      </p>
      <p className="max-w-md text-muted-foreground">{message}</p>
      {children}
    </div>
  );
}
