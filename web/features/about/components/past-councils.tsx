import type { PastCouncil } from '@contract/academic-session';
import { Avatar } from '@/components/ui/avatar';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * 'Past councils' at #past-councils: each ended session's executive council as it stood when the
 * session ended, latest first. Nothing at all until a first session has ended.
 */
export function PastCouncils({ councils }: { councils: readonly PastCouncil[] }) {
  if (councils.length === 0) return null;
  return (
    <section
      id="past-councils"
      aria-labelledby="past-councils-title"
      className="pb-section lg:pb-section-lg"
    >
      <div className="container-page">
        <SectionHeading
          id="past-councils-title"
          eyebrow="Our history"
          title="Past councils"
          lead="The students who led the association in earlier sessions."
        />
        <div className="mt-10 grid gap-8">
          {councils.map((council) => (
            <section
              key={council.session}
              aria-labelledby={`council-${council.session.replace('/', '-')}`}
              className="rounded-card bg-card p-5 shadow-card ring-1 ring-border sm:p-6"
            >
              <h3
                id={`council-${council.session.replace('/', '-')}`}
                className="text-lg font-bold text-foreground"
              >
                <span className="tabular-nums">{council.session}</span> session
              </h3>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {council.members.map((member) => (
                  <li
                    key={`${member.role}-${member.name}`}
                    className="flex min-w-0 items-center gap-3"
                  >
                    <Avatar name={member.name} src={member.imageUrl} className="size-11 shrink-0" />
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-foreground">{member.name}</p>
                      <p className="truncate text-sm text-muted-foreground">{member.role}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
