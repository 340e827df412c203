import { CalendarDays, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import type { NewsPage } from '@contract/news';
import type { Settled } from '@/lib/settled';
import { Badge } from '@/components/ui/badge';
import { Image } from '@/components/ui/image';
import { formatDay } from '@/features/academics/labels';
import { EmptyState } from '../empty-state';
import { Reveal, staggered } from '@/components/ui/reveal';
import { ListError } from '@/components/list-error';
import { SectionHeading } from '../section-heading';
import { TutorialArt } from '../tutorial-art';

const newsCategoryLabels: Record<string, string> = {
  academic: 'Academic',
  research: 'Research',
  'student-life': 'Student Life',
  faculty: 'Faculty',
  general: 'General',
};

const grid = 'sm:grid-cols-2 lg:grid-cols-4';

/**
 * 'Academic News': the 4 newest items (image, category badge, title, summary, date), each opening
 * its article, and View All News.
 */
export function HubNewsSection({ list }: { list: Settled<NewsPage> }) {
  const items = list.ok ? list.data.news.slice(0, 4) : [];
  return (
    <section aria-labelledby="hub-news-title" className="grid gap-6">
      <SectionHeading
        id="hub-news-title"
        eyebrow="What's new"
        title="Academic News"
        action={{ to: '/events', label: 'View All News' }}
      />
      {!list.ok ? (
        <ListError message={`Error loading academic news: ${list.error}`} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          title="No academic news at the moment."
          message="Please check back soon!"
        />
      ) : (
        <ul className={`grid gap-6 ${grid}`}>
          {items.map((item, index) => (
            <Reveal as="li" key={item._id} delay={staggered(index)}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-card shadow-card ring-1 ring-border transition-shadow duration-200 hover:shadow-card-hover">
                <div className="aspect-[16/9] overflow-hidden bg-ink">
                  {item.image ? (
                    <Image
                      src={item.image}
                      alt=""
                      width={800}
                      height={450}
                      sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
                      className="size-full object-cover"
                    />
                  ) : (
                    <TutorialArt variant="video" className="[&>span]:hidden" />
                  )}
                </div>
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <Badge>{newsCategoryLabels[item.category] ?? item.category}</Badge>
                  <h3 className="text-base leading-6 font-bold text-foreground">
                    {/* The whole card is the link's target (the ::after covers it). */}
                    <Link
                      to={`/news/${encodeURIComponent(item._id)}`}
                      className="rounded-sm after:absolute after:inset-0 group-hover:text-primary-800"
                    >
                      {item.title}
                    </Link>
                  </h3>
                  <p className="line-clamp-3 text-sm text-muted-foreground">{item.summary}</p>
                  <p className="mt-auto inline-flex items-center gap-1.5 pt-2 text-xs text-muted-foreground">
                    <CalendarDays className="size-3.5" aria-hidden="true" />
                    <time dateTime={item.date.slice(0, 10)}>{formatDay(item.date)}</time>
                  </p>
                </div>
              </article>
            </Reveal>
          ))}
        </ul>
      )}
    </section>
  );
}
