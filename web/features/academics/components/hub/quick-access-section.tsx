import { ArrowRight, CalendarDays, Library, MonitorPlay, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Reveal, staggered } from '@/components/ui/reveal';
import { SectionHeading } from '../section-heading';

const cards: { to: string; title: string; description: string; icon: LucideIcon; tint: string }[] =
  [
    {
      to: '/academics/learning-resources',
      title: 'Learning Resources',
      description: 'Textbooks, simulations, videos and reference links, searchable by topic.',
      icon: Library,
      tint: 'bg-primary-100 text-primary-800',
    },
    {
      to: '/academics/tutorials',
      title: 'Tutorials & Workshops',
      description: 'Every tutorial, by category and level: watch online or download the notes.',
      icon: MonitorPlay,
      tint: 'bg-cyan-100 text-cyan-800',
    },
    {
      to: '/academics/calendar',
      title: 'Academic Calendar & Timetable',
      description: 'Semester dates, exams and breaks, and the weekly class timetable.',
      icon: CalendarDays,
      tint: 'bg-amber-100 text-amber-800',
    },
  ];

/** 'Quick Access': three cards to the resources, the tutorials and the calendar. */
export function QuickAccessSection() {
  return (
    <section aria-labelledby="quick-access-title" className="grid gap-6">
      <SectionHeading id="quick-access-title" eyebrow="Shortcuts" title="Quick Access" />
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map(({ to, title, description, icon: Icon, tint }, index) => (
          <Reveal as="li" key={to} delay={staggered(index)}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-card bg-card p-5 shadow-card ring-1 ring-border transition-shadow duration-200 hover:shadow-card-hover"
            >
              <span
                className={`flex size-12 shrink-0 items-center justify-center rounded-2xl ${tint}`}
              >
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="grid gap-1">
                <span className="inline-flex items-center gap-1.5 font-bold text-foreground">
                  {title}
                  <ArrowRight
                    className="size-4 text-primary transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                    aria-hidden="true"
                  />
                </span>
                <span className="text-sm text-muted-foreground">{description}</span>
              </span>
            </Link>
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
