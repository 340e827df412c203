import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '@/components/ui/carousel';
import { ProgramCard } from '@/components/ui/program-card';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Programme } from '@contract/site-content';

/** Home, section 8: the programmes carousel. It loops only with more than two programmes. */
export function ProgrammesSection({ programmes }: { programmes: readonly Programme[] }) {
  if (programmes.length === 0) return null;
  return (
    <section aria-labelledby="programmes-title" className="py-section lg:py-section-lg">
      <div className="container-page">
        <SectionHeading
          id="programmes-title"
          eyebrow="Study with us"
          title="Programmes in the department"
          lead="From your first degree to a doctorate: where a physics education here can take you."
        />
        <Carousel
          label="Programmes"
          noun="programme"
          count={programmes.length}
          loopMoreThan={2}
          className="mt-10"
        >
          <CarouselContent>
            {programmes.map((programme, index) => (
              <CarouselItem
                key={index}
                index={index}
                total={programmes.length}
                // Two to a view at most: Embla loops only when the slides out of view can fill it.
                className="basis-[88%] sm:basis-1/2"
              >
                <ProgramCard
                  image={{ card: programme.art }}
                  imageAlt={programme.imageAlt}
                  title={programme.title}
                  duration={programme.duration}
                  description={programme.description}
                  detailsLink={programme.detailsLink}
                  imageSizes="(min-width: 1280px) 640px, (min-width: 640px) 50vw, 88vw"
                />
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
