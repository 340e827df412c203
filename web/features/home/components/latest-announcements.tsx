import type { NewsItem } from '@contract/news';
import { ArrowRight, CalendarDays, Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatLongDate, toDateOnly } from '@/lib/dates';
import type { Settled } from '@/lib/settled';

const categoryLabels: Record<NewsItem['category'], string> = {
  academic: 'Academic',
  research: 'Research',
  'student-life': 'Student Life',
  faculty: 'Faculty',
  general: 'General',
};

function AnnouncementCard({ item }: { item: NewsItem }) {
  const day = toDateOnly(item.date);
  return (
    <article className="relative flex h-full flex-col rounded-card bg-card p-6 shadow-card ring-1 ring-border transition-shadow hover:shadow-card-hover">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge>{categoryLabels[item.category]}</Badge>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden="true" />
          {/* Cut at the 'T': the calendar date never moves by a day. */}
          <time dateTime={day}>{formatLongDate(day)}</time>
        </p>
      </div>
      <h3 className="mt-4 text-lg font-bold tracking-tight text-foreground">
        <Link
          to={`/news/${encodeURIComponent(item._id)}`}
          className="rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-primary"
        >
          {item.title}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-3 text-sm leading-6 text-muted-foreground">{item.summary}</p>
      <p className="mt-auto pt-4 text-sm text-muted-foreground">By {item.name}</p>
    </article>
  );
}

export const FETCH_LATEST_NEWS_FAILED = 'Failed to fetch the latest announcements';

/**
 * Home, section 10: the newest announcements, with a link to /events. When they could not be
 * read, the section says so and offers to load Home again (Home runs without React: a link).
 */
export function LatestAnnouncements({ news }: { news: Settled<readonly NewsItem[]> }) {
  return (
    <section aria-labelledby="announcements-title" className="py-section lg:py-section-lg">
      <div className="container-page">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="announcements-title"
            eyebrow="Latest announcements"
            title="News from the department"
            align="start"
          />
          <Button asChild variant="outline" className="self-start sm:self-auto">
            <Link to="/events">
              All events and news
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>

        <div className="mt-10">
          {!news.ok ? (
            <Alert variant="destructive" className="py-4">
              <AlertTitle>{news.error}</AlertTitle>
              <AlertDescription>
                <a href="/#announcements-title" className="mt-2 font-semibold underline">
                  Try Again
                </a>
              </AlertDescription>
            </Alert>
          ) : news.data.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-card bg-card px-6 py-12 text-center ring-1 ring-border">
              <Megaphone className="size-8 text-primary-700" aria-hidden="true" />
              <p className="text-muted-foreground">No announcements yet. Please check back soon!</p>
            </div>
          ) : (
            <ul className="grid gap-6 md:grid-cols-3">
              {news.data.map((item, index) => (
                <Reveal key={item._id} as="li" animation="fade-up" delay={index * 0.08}>
                  <AnnouncementCard item={item} />
                </Reveal>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
