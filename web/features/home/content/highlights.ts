import { BookOpen, CalendarDays, Handshake, type LucideIcon } from 'lucide-react';
import type { RevealAnimation } from '@/components/ui/reveal';

export type HighlightCard = {
  icon: LucideIcon;
  title: string;
  description: string;
  animation: RevealAnimation;
  iconColor?: string;
};

/** Home, section 3: three highlight cards. */
export const highlights: readonly HighlightCard[] = [
  {
    icon: BookOpen,
    title: 'Academic support',
    description:
      'Tutorials before every exam season, study clinics each week and a growing archive of past questions for every level.',
    animation: 'fade-right',
  },
  {
    icon: CalendarDays,
    title: 'Events & seminars',
    description:
      'Guest lectures from working physicists, Physics Week, the inter-level quiz bowl and field trips that bring the syllabus to life.',
    animation: 'fade-up',
    iconColor: 'bg-cyan-50 text-cyan-800 ring-cyan-100',
  },
  {
    icon: Handshake,
    title: 'Community & careers',
    description:
      'Mentoring from senior students and alumni, help with industrial training placements and friends across every level.',
    animation: 'fade-left',
    iconColor: 'bg-amber-50 text-amber-800 ring-amber-100',
  },
];
