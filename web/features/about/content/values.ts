import { Award, HeartHandshake, Lightbulb, Sparkles, type LucideIcon } from 'lucide-react';
import type { RevealAnimation } from '@/components/ui/reveal';

export type CoreValue = {
  icon: LucideIcon;
  title: 'Excellence' | 'Innovation' | 'Community' | 'Impact';
  description: string;
  animation: RevealAnimation;
  iconColor?: string;
};

/** Spec §2, About: the four core values, in this order. */
export const coreValues: readonly CoreValue[] = [
  {
    icon: Award,
    title: 'Excellence',
    description:
      'We aim high in our studies and in everything we organise, and we help each other get there.',
    animation: 'fade-up',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    description:
      'We try new ways to learn and to share knowledge, from problem clinics to projects.',
    animation: 'fade-up',
    iconColor: 'bg-amber-50 text-amber-800 ring-amber-100',
  },
  {
    icon: HeartHandshake,
    title: 'Community',
    description: 'Every level, every programme: we look out for one another and welcome newcomers.',
    animation: 'fade-up',
    iconColor: 'bg-cyan-50 text-cyan-800 ring-cyan-100',
  },
  {
    icon: Sparkles,
    title: 'Impact',
    description:
      'We use what we learn to make a difference in the department and beyond the campus.',
    animation: 'fade-up',
    iconColor: 'bg-green-100 text-green-800 ring-green-100',
  },
];
