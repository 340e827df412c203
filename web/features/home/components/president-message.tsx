import { ArrowRight, Quote } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { presidentMessage } from '../content/president';

type PresidentMessageProps = {
  /** The President from the executive council's content. */
  president: { name: string; role: string; imageUrl?: string | undefined };
};

/** Home, section 4: the President's message, with a way to meet the whole council. */
export function PresidentMessage({ president }: PresidentMessageProps) {
  return (
    <section
      aria-labelledby="president-title"
      className="surface-ink relative overflow-hidden py-section lg:py-section-lg"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -left-24 size-96 rounded-full bg-primary-600/30 blur-3xl"
      />
      <div className="relative container-page grid items-center gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <Reveal
          animation="fade-right"
          className="flex flex-col items-center text-center lg:items-start lg:text-left"
        >
          <Avatar
            name={president.name}
            src={president.imageUrl}
            className="size-28 text-3xl ring-4 ring-white/15 sm:size-36 sm:text-4xl"
          />
          <p className="mt-5 text-xl font-bold text-white">{president.name}</p>
          <p className="text-sm font-medium text-cyan-300">{president.role}</p>
        </Reveal>
        <Reveal animation="fade-left" delay={0.1}>
          <Quote className="size-10 text-amber-400" aria-hidden="true" />
          <h2
            id="president-title"
            className="mt-4 text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
          >
            {presidentMessage.heading}
          </h2>
          <blockquote className="mt-5 grid gap-4 text-base text-ink-muted sm:text-lg">
            {presidentMessage.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </blockquote>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <Link to="/about#executives">
              Meet the executive council
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </Reveal>
      </div>
    </section>
  );
}
