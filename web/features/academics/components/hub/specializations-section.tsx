import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { categories, levels } from '@contract/constants';
import { categoryPath } from '@/features/academics/labels';
import type { MyCategoryLevel } from '@/lib/my-category-level';
import { cn } from '@/lib/cn';
import { CategoryIcon } from '../category-icon';
import { categoryTint } from '../category-style';
import { Reveal, staggered } from '@/components/ui/reveal';
import { SectionHeading } from '../section-heading';

/** 'Physics Specializations': a card per category with its icon, description and the four levels. */
export function SpecializationsSection({ mine }: { mine: MyCategoryLevel | null }) {
  return (
    <section aria-labelledby="specializations-title" className="grid gap-6">
      <SectionHeading
        id="specializations-title"
        eyebrow="Programmes"
        title="Physics Specializations"
        lead="Three paths through the degree, each from 100L to 400L. Open one for its courses, tutorials and resources."
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {categories.map((category, index) => (
          <Reveal as="li" key={category.id} delay={staggered(index)}>
            <article
              className={cn(
                'group relative flex h-full flex-col gap-4 rounded-card bg-card p-6 shadow-card ring-1 ring-border transition-shadow duration-200 hover:shadow-card-hover',
                categoryTint(category.id).ring,
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <CategoryIcon id={category.id} />
                {mine?.category === category.id && (
                  <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
                    Your category
                  </span>
                )}
              </div>
              <h3 className="text-xl font-bold text-foreground">
                <Link
                  to={categoryPath(category.id)}
                  className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-offset-2 after:focus-visible:outline-ring"
                >
                  {category.name}
                </Link>
              </h3>
              <p className="text-sm text-muted-foreground">{category.description}</p>
              <ul aria-label="Levels" className="mt-auto flex flex-wrap gap-2 pt-1">
                {levels.map((level) => (
                  <li
                    key={level}
                    className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-foreground/80 tabular-nums"
                  >
                    {level}
                  </li>
                ))}
              </ul>
              <span
                aria-hidden="true"
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary"
              >
                Explore
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
              </span>
            </article>
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
