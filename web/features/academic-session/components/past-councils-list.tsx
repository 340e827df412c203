import { History } from 'lucide-react';
import { usePastCouncils } from '@/api/academic-session/get-past-councils';
import { LoadError } from '@/components/admin/load-error';
import { Spinner } from '@/components/ui/spinner';
import { SessionCard } from './session-card';

/** The archived councils, as About's 'Past councils' shows them. */
export function PastCouncilsList() {
  const councils = usePastCouncils();
  return (
    <SessionCard
      icon={History}
      title="Past councils"
      description="Archived when each session ended, and shown on the About page."
    >
      {councils.isPending ? (
        <Spinner className="size-5 text-primary" label="Loading the past councils" />
      ) : councils.isError ? (
        <LoadError message={councils.error.message} onRetry={() => void councils.refetch()} />
      ) : councils.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          None yet: the first is archived when the next session starts.
        </p>
      ) : (
        <ul className="grid gap-3">
          {councils.data.map((council) => (
            <li key={council.session} className="grid gap-1">
              <h3 className="font-semibold text-foreground tabular-nums">{council.session}</h3>
              <p className="text-sm text-muted-foreground">
                {council.members.map((member) => `${member.name} (${member.role})`).join(', ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SessionCard>
  );
}
