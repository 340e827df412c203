import {
  Award,
  BookOpen,
  Briefcase,
  CalendarCheck,
  FileText,
  FlaskConical,
  GraduationCap,
  HeartHandshake,
  Lightbulb,
  Mic,
  Presentation,
  Smile,
  Sparkles,
  Star,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ContentIcon } from '@contract/site-content';

/** How each icon an officer picks for a statistic or a core value is drawn, and named in the admin. */
export const contentIcons: Record<ContentIcon, { icon: LucideIcon; label: string }> = {
  users: { icon: Users, label: 'People' },
  'file-text': { icon: FileText, label: 'Document' },
  presentation: { icon: Presentation, label: 'Presentation' },
  trophy: { icon: Trophy, label: 'Trophy' },
  award: { icon: Award, label: 'Award' },
  lightbulb: { icon: Lightbulb, label: 'Light bulb' },
  'heart-handshake': { icon: HeartHandshake, label: 'Handshake' },
  sparkles: { icon: Sparkles, label: 'Sparkles' },
  'book-open': { icon: BookOpen, label: 'Book' },
  'graduation-cap': { icon: GraduationCap, label: 'Graduation cap' },
  'calendar-check': { icon: CalendarCheck, label: 'Calendar' },
  mic: { icon: Mic, label: 'Microphone' },
  smile: { icon: Smile, label: 'Smile' },
  flask: { icon: FlaskConical, label: 'Flask' },
  briefcase: { icon: Briefcase, label: 'Briefcase' },
  star: { icon: Star, label: 'Star' },
};

/** The icon colours cards take in turn (the first keeps the card's own). */
export const iconColors = [
  undefined,
  'bg-amber-50 text-amber-800 ring-amber-100',
  'bg-cyan-50 text-cyan-800 ring-cyan-100',
  'bg-green-100 text-green-800 ring-green-100',
] as const;
