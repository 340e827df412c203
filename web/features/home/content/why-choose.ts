import { BookMarked, CalendarRange, UserCheck, type LucideIcon } from 'lucide-react';
import type { RevealAnimation } from '@/components/ui/reveal';

export type WhyChooseCard = {
  icon: LucideIcon;
  title: string;
  description: string;
  link: { to: string; label: string };
  animation: RevealAnimation;
  iconColor?: string;
};

/** Home, section 9: why choose the association, each card leading further in. */
export const whyChoose: readonly WhyChooseCard[] = [
  {
    icon: UserCheck,
    title: 'Advisers who know your name',
    description:
      'Faculty advisers guide our programmes, review our tutorials and are a door you can knock on.',
    link: { to: '/about#faculty', label: 'Meet our faculty advisers' },
    animation: 'fade-up',
  },
  {
    icon: BookMarked,
    title: 'Resources for every course',
    description:
      'Course outlines, notes, video tutorials and past questions, organised by programme and level.',
    link: { to: '/academics', label: 'Explore the Academics Hub' },
    animation: 'fade-up',
    iconColor: 'bg-cyan-50 text-cyan-800 ring-cyan-100',
  },
  {
    icon: CalendarRange,
    title: 'Always something on',
    description:
      'Seminars, socials, competitions and announcements: the calendar keeps every level in the loop.',
    link: { to: '/events', label: 'See events and news' },
    animation: 'fade-up',
    iconColor: 'bg-amber-50 text-amber-800 ring-amber-100',
  },
];
