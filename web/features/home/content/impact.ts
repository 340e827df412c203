import { Briefcase, FlaskConical, GraduationCap, School, type LucideIcon } from 'lucide-react';
import type { RevealAnimation } from '@/components/ui/reveal';

export type ImpactCard = {
  icon: LucideIcon;
  title: string;
  description: string;
  animation: RevealAnimation;
  iconColor?: string;
};

/** Home, section 6: the four ways the association makes a difference. */
export const impactCards: readonly ImpactCard[] = [
  {
    icon: GraduationCap,
    title: 'Better results',
    description:
      'Students who attend our exam-season tutorials tell us they walk into the hall calmer and better prepared.',
    animation: 'zoom-in',
  },
  {
    icon: School,
    title: 'Outreach in schools',
    description:
      'Our volunteers visit secondary schools with demonstrations that show teenagers why physics is worth choosing.',
    animation: 'zoom-in',
    iconColor: 'bg-cyan-50 text-cyan-800 ring-cyan-100',
  },
  {
    icon: FlaskConical,
    title: 'Early research',
    description:
      'Project teams and seminar series give undergraduates a first taste of research alongside faculty.',
    animation: 'zoom-in',
    iconColor: 'bg-amber-50 text-amber-800 ring-amber-100',
  },
  {
    icon: Briefcase,
    title: 'Career readiness',
    description:
      'CV clinics, alumni talks and industrial-training advice connect what we learn with where it can take us.',
    animation: 'zoom-in',
    iconColor: 'bg-green-100 text-green-800 ring-green-100',
  },
];
