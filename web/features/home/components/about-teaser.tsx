import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ArtPicture } from '@/components/art/art-picture';
import { Button } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { aboutTeaser } from '../content/about-teaser';

/** Home, section 5: a short introduction that leads to /about. */
export function AboutTeaser({ abbreviation }: { abbreviation: string }) {
  return (
    <section
      aria-labelledby="about-teaser-title"
      // Cards slide in from the sides: clip them, or the page would scroll sideways meanwhile.
      className="overflow-x-clip py-section lg:py-section-lg"
    >
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <Reveal animation="fade-right" className="order-2 lg:order-1">
          <div className="surface-ink overflow-hidden rounded-card shadow-glow">
            <ArtPicture
              art={{ card: 'community' }}
              alt={aboutTeaser.imageAlt}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="aspect-[4/3] size-full object-cover"
            />
          </div>
        </Reveal>
        <Reveal animation="fade-left" className="order-1 lg:order-2">
          <p className="text-sm font-semibold tracking-widest text-accent-strong uppercase">
            {aboutTeaser.eyebrow}
          </p>
          <h2
            id="about-teaser-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl"
          >
            {aboutTeaser.heading}
          </h2>
          <div className="mt-5 grid gap-4 text-base text-muted-foreground sm:text-lg">
            {aboutTeaser.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Button asChild size="lg" className="mt-8">
            <Link to="/about">
              More about the {abbreviation}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </Reveal>
      </div>
    </section>
  );
}
