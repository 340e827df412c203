import { ArrowRight, BookOpen, CalendarDays, Users } from 'lucide-react';
import { Link } from 'react-router';
import { LatticeArt } from '@/components/art/physics-art';
import { Button } from '@/components/ui/button';

type WelcomeSectionProps = {
  abbreviation: string;
  /** The association's name; undefined while it loads. */
  name?: string;
};

/** The welcome block under the hero, with the three ways in: about, events and academics. */
export function WelcomeSection({ abbreviation, name }: WelcomeSectionProps) {
  return (
    <section id="welcome" aria-labelledby="welcome-title" className="py-section lg:py-section-lg">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-card bg-card px-6 py-10 shadow-card ring-1 ring-border sm:px-10 lg:px-16 lg:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-primary-100 blur-3xl"
          />
          <div className="relative grid items-center gap-12 lg:grid-cols-[1.6fr_1fr] lg:gap-10">
            <div className="max-w-prose">
              <p className="text-sm font-semibold tracking-widest text-accent-strong uppercase">
                Welcome
              </p>
              <h2
                id="welcome-title"
                className="mt-3 text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl"
              >
                Welcome to the {name ?? abbreviation}
              </h2>
              <p className="mt-4 text-base text-muted-foreground sm:text-lg">
                We bring physics students together to learn, research and grow: study groups and
                tutorials, seminars with guest lecturers, an academic calendar that keeps every
                level on track, and events that make the department feel like home.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <Button asChild size="lg">
                  <Link to="/about">
                    <Users aria-hidden="true" />
                    About Us
                  </Link>
                </Button>
                <Button asChild size="lg" variant="secondary">
                  <Link to="/events">
                    <CalendarDays aria-hidden="true" />
                    Events & News
                  </Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to="/academics">
                    <BookOpen aria-hidden="true" />
                    Academics Hub
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </div>
            </div>
            <div className="surface-ink relative hidden aspect-[5/4] overflow-hidden rounded-card shadow-glow lg:block">
              <LatticeArt className="inset-0 size-full" />
              <div className="absolute inset-0 bg-linear-to-t from-ink/60 to-transparent" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
