import type { SiteInfo } from '@contract/site';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type * as React from 'react';

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

/** The association's address, email and phone (from the site's configuration), and office hours. */
export function ContactDetails({ site }: { site: SiteInfo }) {
  return (
    <dl className="grid gap-6">
      <Detail icon={<MapPin />} title="Visit us">
        <address className="not-italic">{site.address}</address>
      </Detail>
      <Detail icon={<Mail />} title="Email">
        <a
          href={`mailto:${site.email}`}
          className="text-primary underline-offset-4 hover:underline"
        >
          {site.email}
        </a>
      </Detail>
      <Detail icon={<Phone />} title="Phone">
        <a
          href={telHref(site.phone)}
          className="text-primary tabular-nums underline-offset-4 hover:underline"
        >
          {site.phone}
        </a>
      </Detail>
      <Detail icon={<Clock />} title="Office hours">
        Monday to Friday, 10:00 to 16:00, in the association’s office during the semester.
      </Detail>
    </dl>
  );
}
