import type { Testimonial } from '@contract/testimonials';
import { Quote } from 'lucide-react';
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

/**
 * Home, section 12: what members say. Each card's 'Read more' is a real link to the full
 * testimonial at /testimonials/{slug}.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <section aria-labelledby="testimonials-title" className="py-section lg:py-section-lg">
      <div className="container-page">
        <SectionHeading
          id="testimonials-title"
          eyebrow="In their own words"
          title="What our members say"
        />
        <Carousel
          label="Testimonials"
          noun="testimonial"
          count={testimonials.length}
          className="mt-10"
        >
          <CarouselContent>
            {testimonials.map((testimonial, index) => (
              <CarouselItem
                key={testimonial.id}
                index={index}
                total={testimonials.length}
                className="basis-[88%] md:basis-1/2 lg:basis-1/3"
              >
                <figure className="flex h-full flex-col rounded-card bg-card p-6 shadow-card ring-1 ring-border sm:p-7">
                  <Quote className="size-8 text-primary-300" aria-hidden="true" />
                  <blockquote className="mt-4 text-base text-foreground">
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <Link
                    to={testimonial.readMoreLink}
                    className="mt-4 w-fit rounded-md text-sm font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    Read more<span className="sr-only"> from {testimonial.name}</span>
                  </Link>
                  <figcaption className="mt-auto flex items-center gap-3 pt-6">
                    <Avatar
                      name={testimonial.name}
                      src={testimonial.imageUrl}
                      fallback={testimonial.fallbackInitial}
                      className="size-12 text-lg"
                    />
                    <span className="min-w-0">
                      <span className="block font-bold text-foreground">{testimonial.name}</span>
                      <span className="block text-sm text-muted-foreground">
                        {testimonial.batch}
                      </span>
                    </span>
                  </figcaption>
                </figure>
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
