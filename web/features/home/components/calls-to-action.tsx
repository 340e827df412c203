import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Reveal } from '@/components/ui/reveal';
import { callsToAction } from '../content/calls-to-action';

/** Home, section 13: where to go next, as three cards that are links. */
export function CallsToAction() {
  return (
    <section aria-labelledby="next-steps-title" className="py-section lg:py-section-lg">
      <div className="container-page">
        <div className="surface-ink relative overflow-hidden rounded-card px-6 py-12 shadow-glow sm:px-10 lg:px-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 -bottom-24 size-96 rounded-full bg-cyan-500/20 blur-3xl"
          />
          <h2
            id="next-steps-title"
            className="relative text-center text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
          >
            Be part of it
          </h2>
          <ul className="relative mt-10 grid gap-4 md:grid-cols-3">
            {callsToAction.map(({ icon: Icon, title, description, link }, index) => (
              <Reveal key={title} as="li" animation="fade-up" delay={index * 0.1}>
                <Link
                  to={link.to}
                  className="group flex h-full flex-col rounded-card bg-white/5 p-6 ring-1 ring-white/10 transition-colors hover:bg-white/10"
                >
                  <Icon className="size-8 text-amber-400" aria-hidden="true" />
                  <h3 className="mt-4 text-lg font-bold text-white">{title}</h3>
                  <p className="mt-2 text-sm text-ink-muted">{description}</p>
                  <span className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-cyan-300">
                    {link.label}
                    <ArrowRight
                      className="size-4 transition-transform motion-safe:group-hover:translate-x-1"
                      aria-hidden="true"
                    />
                  </span>
                </Link>
              </Reveal>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
