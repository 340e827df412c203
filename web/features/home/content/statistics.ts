import { FileText, Presentation, Trophy, Users, type LucideIcon } from 'lucide-react';

export type Statistic = {
  icon: LucideIcon;
  value: string;
  label: string;
  /** Where the card leads, when there is a page to see what the figure counts. */
  href?: string;
};

/** Home, section 7 (spec §9): the at-a-glance statistics. */
export const homeStatistics: readonly Statistic[] = [
  { icon: Users, value: '500+', label: 'Active Members' },
  {
    icon: FileText,
    value: '1000+',
    label: 'Past Questions & Materials',
    href: '/academics/past-questions',
  },
  { icon: Presentation, value: '20+', label: 'Tutorials Annually' },
  { icon: Trophy, value: '10+', label: 'Awards' },
];
