import { Avatar } from '@/components/ui/avatar';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { FacultyAdviser } from '../content/faculty';

/** The faculty advisers at #faculty. */
export function FacultySection({
  facultyAdvisers,
}: {
  facultyAdvisers: readonly FacultyAdviser[];
}) {
  return (
    <section
      id="faculty"
      aria-labelledby="faculty-title"
      className="bg-muted py-section lg:py-section-lg"
    >
      <div className="container-page">
        <SectionHeading
          id="faculty-title"
          eyebrow="Guidance"
          title="Our faculty advisers"
          lead="Members of the department’s academic staff who advise the council and support our programmes."
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {facultyAdvisers.map((adviser, index) => (
            <Reveal
              key={adviser.id}
              as="li"
              animation="fade-up"
              delay={index * 0.08}
              className="rounded-card bg-card p-6 text-center shadow-card ring-1 ring-border"
            >
              <Avatar
                name={adviser.name}
                className="mx-auto size-20 text-2xl ring-4 ring-cyan-100 [&_[data-slot=avatar-fallback]]:from-cyan-700 [&_[data-slot=avatar-fallback]]:to-primary-800"
              />
              <h3 className="mt-4 text-lg font-bold tracking-tight text-foreground">
                {adviser.name}
              </h3>
              <p className="text-sm font-semibold text-accent-strong">{adviser.title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{adviser.specialty}</p>
              <p className="mt-4 text-sm text-muted-foreground">{adviser.note}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
