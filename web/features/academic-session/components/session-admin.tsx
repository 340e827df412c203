import { GraduationCap } from 'lucide-react';
import { useAcademicSession } from '@/api/academic-session/get-academic-session';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { LoadError } from '@/components/admin/load-error';
import { Spinner } from '@/components/ui/spinner';
import { CorrectSessionForm } from './correct-session-form';
import { NextSemesterCard } from './next-semester-card';
import { NextSessionCard } from './next-session-card';
import { PastCouncilsList } from './past-councils-list';
import { semesterName } from './semester-name';

/**
 * /admin/session: the current academic session and semester, and the two changes that move them
 * on: the next semester (a timetable draft to review) and the next session (the council archived).
 */
export function SessionAdmin() {
  const current = useAcademicSession();
  return (
    <div className="grid min-w-0 gap-6">
      <AdminPageHeader
        title="Academic session"
        description="The session and semester the site is in. The public calendar opens on this session's events."
      />
      {current.isPending ? (
        <Spinner className="size-6 text-primary" label="Loading the academic session" />
      ) : current.isError ? (
        <LoadError message={current.error.message} onRetry={() => void current.refetch()} />
      ) : (
        <>
          <section
            aria-labelledby="current-session-title"
            className="flex flex-wrap items-center gap-4 rounded-card border border-border bg-card p-5 shadow-xs"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700">
              <GraduationCap className="size-6" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h2 id="current-session-title" className="text-sm font-medium text-muted-foreground">
                Current session
              </h2>
              <p className="text-2xl font-bold tracking-tight text-foreground">
                <span className="tabular-nums">{current.data.session}</span>
                <span className="font-medium text-muted-foreground">
                  {' '}
                  · {semesterName(current.data.semester)}
                </span>
              </p>
            </div>
          </section>
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <NextSemesterCard current={current.data} />
            <NextSessionCard current={current.data} />
          </div>
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <PastCouncilsList />
            <CorrectSessionForm
              key={`${current.data.session}-${current.data.semester}`}
              current={current.data}
            />
          </div>
        </>
      )}
    </div>
  );
}
