import type { Testimonial } from '@contract/testimonials';
import { ArrowLeft, Quote } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';

/** /testimonials/{slug}: one member's full testimonial. */
export function TestimonialArticle({ testimonial }: { testimonial: Testimonial }) {
  return (
    <article aria-labelledby="testimonial-title">
      <header className="surface-ink relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-primary-600/30 blur-3xl"
        />
        <div className="relative container-page py-14 sm:py-20">
          <Link
            to="/#testimonials-title"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-cyan-300 underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to the home page
          </Link>
          <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center">
            <Avatar
              name={testimonial.name}
              src={testimonial.imageUrl}
              fallback={testimonial.fallbackInitial}
              className="size-24 text-4xl ring-4 ring-white/15"
            />
            <div>
              <h1
                id="testimonial-title"
                className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
              >
                {testimonial.name}
              </h1>
              <p className="mt-1 text-ink-muted">{testimonial.batch}</p>
            </div>
          </div>
          <blockquote className="mt-8 max-w-3xl border-l-4 border-amber-400 pl-5 text-xl font-semibold text-white sm:text-2xl">
            <p>{testimonial.quote}</p>
          </blockquote>
        </div>
      </header>
      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto max-w-prose">
          <Quote className="size-8 text-primary-300" aria-hidden="true" />
          <div className="mt-4 grid gap-5 text-lg leading-8 text-foreground">
            {testimonial.fullTestimonial.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
    </article>
  );
}
