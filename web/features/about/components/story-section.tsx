import { Compass, Eye } from 'lucide-react';
import { Reveal } from '@/components/ui/reveal';
import type { StoryContent } from '@contract/site-content';

/** History, mission and vision. */
export function StorySection({ story }: { story: StoryContent }) {
  return (
    <section
      aria-labelledby="history-title"
      // Cards slide in from the sides: clip them, or the page would scroll sideways meanwhile.
      className="overflow-x-clip py-section lg:py-section-lg"
    >
      <div className="container-page grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
        <Reveal animation="fade-right">
          <p className="text-sm font-semibold tracking-widest text-accent-strong uppercase">
            Our story
          </p>
          <h2
            id="history-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl"
          >
            Our history
          </h2>
          <div className="mt-5 grid gap-4 text-base text-muted-foreground sm:text-lg">
            {story.history.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </Reveal>
        <div className="grid content-start gap-6">
          {[
            {
              icon: Compass,
              heading: 'Our mission',
              text: story.mission,
              tone: 'bg-primary-50 text-primary-800',
            },
            {
              icon: Eye,
              heading: 'Our vision',
              text: story.vision,
              tone: 'bg-cyan-50 text-cyan-800',
            },
          ].map(({ icon: Icon, heading, text, tone }, index) => (
            <Reveal
              key={heading}
              animation="fade-left"
              delay={index * 0.1}
              className="rounded-card bg-card p-6 shadow-card ring-1 ring-border sm:p-7"
            >
              <span
                className={`inline-flex size-11 items-center justify-center rounded-2xl ${tone}`}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-bold tracking-tight text-foreground">{heading}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}
