import { ArrowRight, CalendarDays, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { NewsItem } from '@contract/news';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { CardArt } from './card-art';
import { formatItemDate, newsCategoryLabels } from './labels';

/** One news item as a card: image, category, date, title, author, summary and 'Read More'. */
export function NewsCard({
  item,
  headingLevel = 'h3',
  priority = false,
}: {
  item: NewsItem;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a page: its image is the largest paint, so it loads at once. */
  priority?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-card bg-card shadow-card ring-1 ring-border transition-shadow duration-200 hover:shadow-card-hover">
      <div className="aspect-[16/9] overflow-hidden bg-ink">
        {item.image ? (
          <Image
            src={item.image}
            alt=""
            width={800}
            height={450}
            priority={priority}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        ) : (
          <CardArt />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-muted-foreground">
          <Badge>{newsCategoryLabels[item.category]}</Badge>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <time dateTime={item.date.slice(0, 10)}>{formatItemDate(item.date)}</time>
          </span>
        </div>
        <Heading className="text-lg leading-6 font-bold text-foreground">{item.title}</Heading>
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-foreground/80">
          <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
          <span>
            <span className="sr-only">By </span>
            {item.name}
          </span>
        </p>
        <p className="line-clamp-3 text-sm text-muted-foreground">{item.summary}</p>
        <div className="mt-auto pt-2">
          <Button asChild variant="link" className="text-sm">
            <Link to={`/news/${encodeURIComponent(item._id)}`}>
              Read More
              <span className="sr-only"> about {item.title}</span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
