import { CheckCircle2, Target } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Executive } from '@contract/executives';
import { LinkedinLink } from './linkedin-link';

/**
 * The executive council at #executives: the President featured with bio and focus areas, the
 * others in a grid.
 */
export function ExecutiveCouncil({ executives }: { executives: readonly Executive[] }) {
  const [president, ...others] = executives;
  return (
    <section
      id="executives"
      aria-labelledby="executives-title"
      className="py-section lg:py-section-lg"
    >
      <div className="container-page">
        <SectionHeading
          id="executives-title"
          eyebrow="Leadership"
          title="The executive council"
          lead="Students elected by members to lead the association this session."
        />

        {president && (
          <Reveal
            as="article"
            animation="fade-up"
            className="mt-10 grid gap-8 overflow-hidden rounded-card bg-card p-6 shadow-card ring-1 ring-border sm:p-8 lg:grid-cols-[auto_1fr] lg:gap-12 lg:p-10"
          >
            <div className="flex flex-col items-center text-center lg:w-56">
              <Avatar
                name={president.name}
                src={president.imageUrl}
                className="size-32 text-4xl ring-4 ring-primary-100"
              />
              <h3 className="mt-5 text-2xl font-extrabold tracking-tight text-foreground">
                {president.name}
              </h3>
              <p className="font-semibold text-accent-strong">{president.role}</p>
              <div className="mt-4">
                <LinkedinLink name={president.name} href={president.linkedinUrl} />
              </div>
            </div>
            <div>
              <p className="text-lg text-foreground">{president.intro}</p>
              <p className="mt-4 text-muted-foreground">{president.bio}</p>
              <div className="mt-8 grid gap-8 sm:grid-cols-2">
                {president.focusAreas.length > 0 && (
                  <div>
                    <h4 className="flex items-center gap-2 font-bold text-foreground">
                      <Target className="size-5 text-primary-700" aria-hidden="true" />
                      Focus areas
                    </h4>
                    <ul className="mt-3 grid gap-2 text-sm text-muted-foreground">
                      {president.focusAreas.map((area) => (
                        <li
                          key={area}
                          className="rounded-xl bg-primary-50 px-3 py-2 text-primary-900"
                        >
                          {area}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                {president.achievements.length > 0 && (
                  <div>
                    <h4 className="flex items-center gap-2 font-bold text-foreground">
                      <CheckCircle2 className="size-5 text-green-700" aria-hidden="true" />
                      Achievements
                    </h4>
                    <ul className="mt-3 grid gap-2 text-sm text-muted-foreground">
                      {president.achievements.map((achievement) => (
                        <li key={achievement} className="flex gap-2">
                          <span
                            aria-hidden="true"
                            className="mt-2 size-1.5 shrink-0 rounded-full bg-amber-500"
                          />
                          {achievement}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            </div>
          </Reveal>
        )}

        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((executive, index) => (
            <Reveal
              key={executive.id}
              as="li"
              animation="fade-up"
              delay={index * 0.08}
              className="flex flex-col rounded-card bg-card p-6 shadow-card ring-1 ring-border"
            >
              <div className="flex items-center gap-4">
                <Avatar
                  name={executive.name}
                  src={executive.imageUrl}
                  className="size-16 text-xl"
                />
                <div className="min-w-0">
                  <h3 className="text-lg font-bold tracking-tight text-foreground">
                    {executive.name}
                  </h3>
                  <p className="text-sm font-semibold text-accent-strong">{executive.role}</p>
                </div>
              </div>
              <p className="mt-4 text-sm text-muted-foreground">{executive.bio}</p>
              <div className="mt-auto flex items-center justify-between gap-4 pt-5">
                {executive.achievements.length > 0 ? (
                  <ul
                    className="flex flex-wrap gap-1.5"
                    aria-label={`${executive.name}'s achievements`}
                  >
                    {executive.achievements.map((achievement) => (
                      <li
                        key={achievement}
                        className="rounded-full bg-muted px-2.5 py-1 text-xs font-medium text-slate-700"
                      >
                        {achievement}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span />
                )}
                <LinkedinLink name={executive.name} href={executive.linkedinUrl} />
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
