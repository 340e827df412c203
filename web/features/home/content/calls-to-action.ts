import { Compass, Mail, PartyPopper, type LucideIcon } from 'lucide-react';

export type CallToAction = {
  icon: LucideIcon;
  title: string;
  description: string;
  link: { to: string; label: string };
};

/** Home, section 13: where to go next. */
export const callsToAction: readonly CallToAction[] = [
  {
    icon: Compass,
    title: 'Discover our story',
    description: 'Our history, our values and the people who lead the association this session.',
    link: { to: '/about', label: 'About the association' },
  },
  {
    icon: PartyPopper,
    title: 'Join the next event',
    description: 'Seminars, tutorials and socials are announced here first. Come along!',
    link: { to: '/events', label: 'Upcoming events' },
  },
  {
    icon: Mail,
    title: 'Get in touch',
    description: 'A question, an idea or a partnership? Write to the executive council.',
    link: { to: '/contact', label: 'Contact us' },
  },
];
