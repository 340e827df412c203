import type { AcademicSession, SemesterName } from '../../contract/academic-session';
import { nextSessionOf, sessionOfDate } from '../../contract/academic-session';
import type { DB } from '../client';
import { pastCouncilsRepository } from './past-councils';
import { nowIso } from './shared';
import { timetableRepository } from './timetable';

const CURRENT = 'current';

/** Why a session or semester change was refused: the officer's page is out of date, or a draft waits. */
export type SessionChangeRefusal = 'stale' | 'draft-waiting' | 'no-draft' | 'last-semester';

type Outcome = { ok: true; session: AcademicSession } | { ok: false; reason: SessionChangeRefusal };

/**
 * The current academic session and semester (one row, seeded by migration 0017), and the changes
 * that move it on. Each change is a conditional update on the session the officer saw, so a retry
 * or a second officer cannot advance it twice; the route's request transaction makes the rest of
 * the change (archiving the council, swapping the timetable) one commit with it (ADR 0018).
 */
export function academicSessionRepository(db: DB) {
  const timetable = timetableRepository(db);

  /** Moves the row from what the officer saw to `next`; false when it no longer says that. */
  async function advance(expected: AcademicSession, next: AcademicSession): Promise<boolean> {
    const result = await db
      .updateTable('academic_session')
      .set({ session: next.session, semester: next.semester, updated_at: nowIso() })
      .where('id', '=', CURRENT)
      .where('session', '=', expected.session)
      .where('semester', '=', expected.semester)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    /** The row the migration seeded; a database restored without it is read as today's guess. */
    async get(): Promise<AcademicSession> {
      const row = await db
        .selectFrom('academic_session')
        .select(['session', 'semester'])
        .where('id', '=', CURRENT)
        .executeTakeFirst();
      if (!row) return { session: sessionOfDate(nowIso()), semester: 'first' };
      return { session: row.session, semester: row.semester as SemesterName };
    },

    async set(values: AcademicSession): Promise<AcademicSession> {
      const updated_at = nowIso();
      await db
        .insertInto('academic_session')
        .values({ id: CURRENT, ...values, updated_at })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...values, updated_at }))
        .execute();
      return values;
    },

    /**
     * Archives the executive council under the ending session and moves to the next session's
     * first semester. Testimonials, site content and the council itself stay as they are: the
     * officers edit the new council afterwards.
     */
    async startNextSession(expectedSession: string): Promise<Outcome> {
      const current = await this.get();
      if (current.session !== expectedSession) return { ok: false, reason: 'stale' };
      if ((await timetable.draftCount()) > 0) return { ok: false, reason: 'draft-waiting' };
      const next: AcademicSession = { session: nextSessionOf(current.session), semester: 'first' };
      if (!(await advance(current, next))) return { ok: false, reason: 'stale' };
      await pastCouncilsRepository(db).archiveCurrent(current.session);
      return { ok: true, session: next };
    },

    /**
     * Copies the live timetable into a draft for the second semester. Nothing public changes until
     * `confirmNextSemester`.
     */
    async startNextSemester(expected: AcademicSession): Promise<Outcome> {
      const current = await this.get();
      if (current.session !== expected.session || current.semester !== expected.semester)
        return { ok: false, reason: 'stale' };
      if (current.semester === 'second') return { ok: false, reason: 'last-semester' };
      if ((await timetable.draftCount()) > 0) return { ok: false, reason: 'draft-waiting' };
      await timetable.copyLiveToDraft();
      return { ok: true, session: current };
    },

    /** Drops the next semester's draft; how many classes it had. */
    discardNextSemester: () => timetable.discardDraft(),

    /** The draft becomes the timetable and the semester moves on; the old classes go. */
    async confirmNextSemester(): Promise<Outcome> {
      const current = await this.get();
      if ((await timetable.draftCount()) === 0) return { ok: false, reason: 'no-draft' };
      if (current.semester === 'second') return { ok: false, reason: 'last-semester' };
      const next: AcademicSession = { session: current.session, semester: 'second' };
      if (!(await advance(current, next))) return { ok: false, reason: 'stale' };
      await timetable.replaceLiveWithDraft();
      return { ok: true, session: next };
    },
  };
}
