import { CalendarPlus, Download, ExternalLink } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { feedLinks } from '@/features/calendar/feed-links';
import { useSiteOrigin } from '@/lib/site';

type SubscribeLinksProps = {
  /** The feed's path on this site, e.g. '/api/calendar.ics'. */
  path: string;
  /** What is subscribed to, for screen readers: 'the academic calendar'. */
  subject: string;
  /** The download's file name. */
  fileName: string;
  title?: string;
  children?: React.ReactNode;
  className?: string;
};

/**
 * 'Subscribe': the feed in the device's calendar app (webcal), in Google Calendar, or as a file.
 * A subscription updates itself when staff change the calendar; a download does not.
 */
export function SubscribeLinks({
  path,
  subject,
  fileName,
  title = 'Subscribe',
  children,
  className,
}: SubscribeLinksProps) {
  const links = feedLinks(path, useSiteOrigin());
  return (
    <section
      aria-label={`${title}: ${subject}`}
      className={cn('rounded-card border border-border bg-card p-5 shadow-xs', className)}
    >
      <h2 className="flex items-center gap-2 text-base font-semibold text-foreground">
        <CalendarPlus className="size-5 text-primary" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-1 text-sm text-muted-foreground">{children}</div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild size="sm">
          <a href={links.webcal}>
            <span>
              Subscribe <span className="sr-only">to {subject}</span>
            </span>
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={links.google} target="_blank" rel="noopener noreferrer">
            <span>
              Google Calendar <span className="sr-only">(opens in a new tab)</span>
            </span>
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
        <Button asChild size="sm" variant="ghost">
          <a href={links.download} download={fileName}>
            <Download aria-hidden="true" />
            <span>
              Download <span className="sr-only">{subject} as</span> .ics
            </span>
          </a>
        </Button>
      </div>
    </section>
  );
}
