import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '@/components/ui/carousel';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Executive } from '@contract/executives';
import { LinkedinLink } from './linkedin-link';

/** Home, section 11: the executive council as a carousel (it loops with more than one person). */
export function ExecutivesCarousel({ executives }: { executives: readonly Executive[] }) {
  return (
    <section
      aria-labelledby="executives-carousel-title"
      className="bg-muted py-section lg:py-section-lg"
    >
      <div className="container-page">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="executives-carousel-title"
            eyebrow="Leadership"
            title="Meet the executives"
            align="start"
          />
          <Link
            to="/about#executives"
            className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-primary underline-offset-4 hover:underline sm:self-auto"
          >
            The full executive council
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <Carousel label="Executives" noun="executive" count={executives.length} className="mt-10">
          <CarouselContent>
            {executives.map((executive, index) => (
              <CarouselItem
                key={executive.id}
                index={index}
                total={executives.length}
                // Three to a view at most: Embla loops only when the cards out of view can fill it.
                className="basis-[80%] sm:basis-1/2 lg:basis-1/3"
              >
                <article className="flex h-full flex-col items-center rounded-card bg-card p-6 text-center shadow-card ring-1 ring-border">
                  <Avatar
                    name={executive.name}
                    src={executive.imageUrl}
                    className="size-24 text-3xl"
                  />
                  <h3 className="mt-4 text-lg font-bold tracking-tight text-foreground">
                    {executive.name}
                  </h3>
                  <p className="text-sm font-semibold text-accent-strong">{executive.role}</p>
                  <p className="mt-3 text-sm text-muted-foreground">{executive.intro}</p>
                  <div className="mt-auto pt-5">
                    <LinkedinLink name={executive.name} href={executive.linkedinUrl} />
                  </div>
                </article>
              </CarouselItem>
            ))}
          </CarouselContent>
          <div className="mt-6 flex items-center justify-between gap-4">
            <CarouselDots />
            <div className="ml-auto flex gap-2">
              <CarouselPrevious />
              <CarouselNext />
            </div>
          </div>
        </Carousel>
      </div>
    </section>
  );
}
