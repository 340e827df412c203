import { CalendarCheck, Mic, Smile, Users, type LucideIcon } from 'lucide-react';

export type AboutNumber = { icon: LucideIcon; value: string; label: string };

/** Spec §2, About: the numbers row. */
export const aboutNumbers: readonly AboutNumber[] = [
  { icon: Users, value: '500+', label: 'Active Members' },
  { icon: CalendarCheck, value: '50+', label: 'Events Organized' },
  { icon: Mic, value: '25+', label: 'Guest Lectures' },
  { icon: Smile, value: '100%', label: 'Student Satisfaction' },
];
