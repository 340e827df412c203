import type { SiteInfo } from '@contract/site';
import { Mail, MapPin, Phone, Rss } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { currentYear } from '@/lib/dates';
import { AtomIcon } from './atom-icon';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from './social-icons';

type FooterProps = {
  /** The association's identity, from the site's configuration. */
  site: SiteInfo;
};

const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/events', label: 'Events' },
  { to: '/news', label: 'News & Announcements' },
];

const headingClass = 'text-xs font-bold tracking-widest text-cyan-300 uppercase';
const linkClass =
  'rounded-sm text-ink-muted underline-offset-4 transition-colors hover:text-white hover:underline';

/** Digits and a leading + only, as tel: links want. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function ContactLine({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-cyan-300 [&_svg]:size-4.5">{icon}</span>
      <div className="min-w-0 break-words">{children}</div>
    </li>
  );
}

function SocialLinks({ social }: { social: SiteInfo['social'] }) {
  const items = [
    { label: 'Facebook', href: social.facebook, Icon: FacebookIcon },
    { label: 'Twitter', href: social.twitter, Icon: TwitterIcon },
    { label: 'Instagram', href: social.instagram, Icon: InstagramIcon },
    { label: 'LinkedIn', href: social.linkedin, Icon: LinkedinIcon },
  ];
  return (
    <ul className="flex flex-wrap gap-3">
      {items.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            className="inline-flex size-11 items-center justify-center rounded-full bg-white/8 text-ink-foreground ring-1 ring-white/10 transition-colors hover:bg-cyan-400 hover:text-slate-950"
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The site footer: quick links, contact details, social links and the copyright line. */
export function Footer({ site }: FooterProps) {
  const { abbreviation, name, timeZone } = site;

  return (
    <footer className="surface-ink relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-px bg-linear-to-r from-primary-500 via-cyan-400 to-amber-400"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-32 size-96 rounded-full bg-primary-600/25 blur-3xl"
      />
      <div className="relative container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1.5fr_1fr] lg:gap-12 lg:py-16">
        <div className="flex flex-col gap-4">
          <Link to="/" className="flex w-fit items-center gap-3 rounded-xl">
            <AtomIcon className="size-10 text-primary-300" />
            <span className="text-xl font-extrabold tracking-tight text-white">{abbreviation}</span>
          </Link>
          <p className="max-w-xs text-sm text-ink-muted">
            A community of physics students learning, researching and growing together, from 100L to
            400L.
          </p>
        </div>

        <nav aria-label="Footer">
          <h2 className={headingClass}>Quick Links</h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>Contact Us</h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm text-ink-muted">
            <ContactLine icon={<MapPin />}>
              <address className="not-italic">{site.address}</address>
            </ContactLine>
            <ContactLine icon={<Mail />}>
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </ContactLine>
            <ContactLine icon={<Phone />}>
              <a href={telHref(site.phone)} className={`${linkClass} tabular-nums`}>
                {site.phone}
              </a>
            </ContactLine>
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>Follow Us</h2>
          <div className="mt-4">
            <SocialLinks social={site.social} />
          </div>
          {/* A plain link: the feed is served by the server, not a page of the app. */}
          <a href="/rss.xml" className={`${linkClass} mt-5 inline-flex items-center gap-2 text-sm`}>
            <Rss className="size-4 text-amber-300" aria-hidden="true" />
            News RSS feed
          </a>
        </div>
      </div>

      <div className="relative border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span className="tabular-nums">{currentYear(timeZone)}</span> {name}. All rights
            reserved.
          </p>
          <p>Powered by the {abbreviation} Web Team</p>
        </div>
      </div>
    </footer>
  );
}
