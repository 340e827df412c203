import { CalendarDays, UserRound } from 'lucide-react';
import type { NewsItem } from '@contract/news';
import { ArticleProse } from '@/components/article-prose';
import { Badge } from '@/components/ui/badge';
import { Image } from '@/components/ui/image';
import { BackLink } from './back-link';
import { CardArt } from './card-art';
import { formatItemDate, newsCategoryLabels } from './labels';

/**
 * A whole news item: category, date, title, author, image, summary and body. The body arrives as
 * HTML its loader rendered from Markdown on the server (bodyAfterSummary, web/lib/markdown.ts).
 */
export function NewsArticle({ item, bodyHtml }: { item: NewsItem; bodyHtml: string }) {
  return (
    <article className="container-page grid max-w-4xl gap-8 py-10 sm:py-14">
      <BackLink to="/news">All news & announcements</BackLink>
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <Badge>{newsCategoryLabels[item.category]}</Badge>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            <time dateTime={item.date.slice(0, 10)}>{formatItemDate(item.date)}</time>
          </span>
        </div>
        <h1 className="text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl lg:text-5xl">
          {item.title}
        </h1>
        <p className="inline-flex items-center gap-2 font-medium text-foreground/80">
          <UserRound className="size-5 text-muted-foreground" aria-hidden="true" />
          <span>By {item.name}</span>
        </p>
      </header>
      <div className="aspect-[16/9] overflow-hidden rounded-card bg-ink shadow-card">
        {item.image ? (
          <Image
            src={item.image}
            alt=""
            width={1200}
            height={675}
            sizes="(min-width: 960px) 896px, 100vw"
            priority
            className="size-full object-cover"
          />
        ) : (
          <CardArt />
        )}
      </div>
      <div className="grid max-w-prose gap-5">
        <p className="text-lg leading-8 font-medium text-foreground sm:text-xl">{item.summary}</p>
        {bodyHtml && <ArticleProse html={bodyHtml} />}
      </div>
    </article>
  );
}
