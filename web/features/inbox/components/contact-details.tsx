import type { SiteInfo } from '@contract/site';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type * as React from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** Digits and a leading + only, as tel: links want. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Detail({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <dt className="flex items-center gap-3 font-semibold text-foreground">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-2xl bg-primary-50 text-primary-700 [&_svg]:size-5">
          {icon}
        </span>
        {title}
      </dt>
      <dd className="pl-13 break-words text-muted-foreground">{children}</dd>
    </div>
  );
}

/**
 * The association's address, email and phone (from GET /api/site), and office hours. While the
 * details load, each keeps its place (a placeholder of the same height), so nothing below moves.
 */
export function ContactDetails({ site, unavailable }: { site?: SiteInfo; unavailable?: boolean }) {
  const pending = (lines = 1) =>
    unavailable ? (
      'Unavailable right now'
    ) : (
      <span className="grid gap-2 py-1 text-muted-foreground">
        <span className="sr-only">Loading…</span>
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton
            key={index}
            className={index === lines - 1 ? 'h-[1.125rem] w-40' : 'h-[1.125rem] w-56'}
          />
        ))}
      </span>
    );
  return (
    <dl className="grid gap-6" aria-busy={!site && !unavailable ? true : undefined}>
      <Detail icon={<MapPin />} title="Visit us">
        {site ? <address className="not-italic">{site.address}</address> : pending(2)}
      </Detail>
      <Detail icon={<Mail />} title="Email">
        {site ? (
          <a
            href={`mailto:${site.email}`}
            className="text-primary underline-offset-4 hover:underline"
          >
            {site.email}
          </a>
        ) : (
          pending()
        )}
      </Detail>
      <Detail icon={<Phone />} title="Phone">
        {site ? (
          <a
            href={telHref(site.phone)}
            className="text-primary tabular-nums underline-offset-4 hover:underline"
          >
            {site.phone}
          </a>
        ) : (
          pending()
        )}
      </Detail>
      <Detail icon={<Clock />} title="Office hours">
        Monday to Friday, 10:00 to 16:00, in the association’s office during the semester.
      </Detail>
    </dl>
  );
}
