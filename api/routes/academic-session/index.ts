import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  academicSessionSchema,
  academicSessionUpdateSchema,
  nextSemesterBodySchema,
  nextSessionBodySchema,
  pastCouncilsResponseSchema,
} from '../../../contract/academic-session';
import { errorResponseSchema } from '../../../contract/errors';
import {
  academicSessionRepository,
  type SessionChangeRefusal,
} from '../../../db/repositories/academic-session';
import { pastCouncilsRepository } from '../../../db/repositories/past-councils';
import { HttpError } from '../../plugins/errors';

const tags = ['academic session'];

const refusals: Record<SessionChangeRefusal, string> = {
  stale: 'The session or semester has changed since this page loaded: reload it and try again',
  'draft-waiting': 'A next-semester timetable is waiting for review: confirm or discard it first',
  'no-draft': 'There is no next-semester timetable to confirm',
  'last-semester': 'The second semester is the last of the session: start the next session',
};
const refused = (reason: SessionChangeRefusal) => new HttpError(409, refusals[reason]);

const changeResponses = {
  200: academicSessionSchema,
  400: errorResponseSchema,
  409: errorResponseSchema,
};

/** The current session and semester, the changes that move them on, and the past councils. */
export const academicSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions = academicSessionRepository(app.db);
  const pastCouncils = pastCouncilsRepository(app.db);

  app.get(
    '/api/academic-session',
    {
      schema: {
        tags,
        summary: 'The current academic session and semester',
        response: { 200: academicSessionSchema },
      },
    },
    () => sessions.get(),
  );

  app.put(
    '/api/academic-session',
    {
      config: { audit: { describe: { verb: 'corrected', item: 'the academic session' } } },
      schema: {
        tags,
        summary:
          'Set the current session and semester outright (a correction; nothing is archived)',
        body: academicSessionUpdateSchema,
        response: { 200: academicSessionSchema, 400: errorResponseSchema },
      },
    },
    (request) => sessions.set(request.body),
  );

  app.post(
    '/api/academic-session/next-session',
    {
      config: {
        audit: {
          action: 'other',
          describe: {
            verb: 'started',
            item: 'the next academic session',
            after: (payload) => `the ${(payload as { session: string }).session} session`,
          },
        },
      },
      schema: {
        tags,
        summary:
          'Archive the executive council under the ending session and start the next session, first semester',
        description:
          'Testimonials, site content and the council itself carry over unchanged. Answers 409 when `expectedSession` is no longer the current one (a retry, or another officer first), or while a next-semester timetable awaits review.',
        body: nextSessionBodySchema,
        response: changeResponses,
      },
    },
    async (request) => {
      const outcome = await sessions.startNextSession(request.body.expectedSession);
      if (!outcome.ok) throw refused(outcome.reason);
      return outcome.session;
    },
  );

  app.post(
    '/api/academic-session/next-semester',
    {
      config: {
        audit: {
          action: 'other',
          describe: { verb: 'drafted', item: "the next semester's timetable" },
        },
      },
      schema: {
        tags,
        summary: 'Copy the timetable into a draft for the next semester, for review',
        description:
          'Nothing public changes until the draft is confirmed. Answers 409 when the session or semester is no longer the expected one, in the second semester, or when a draft already waits.',
        body: nextSemesterBodySchema,
        response: changeResponses,
      },
    },
    async (request) => {
      const outcome = await sessions.startNextSemester({
        session: request.body.expectedSession,
        semester: request.body.expectedSemester,
      });
      if (!outcome.ok) throw refused(outcome.reason);
      return outcome.session;
    },
  );

  app.post(
    '/api/academic-session/next-semester/confirm',
    {
      config: {
        audit: {
          action: 'other',
          describe: { verb: 'confirmed', item: "the next semester's timetable" },
        },
      },
      schema: {
        tags,
        summary: 'Make the draft the timetable and start the second semester',
        response: { 200: academicSessionSchema, 409: errorResponseSchema },
      },
    },
    async () => {
      const outcome = await sessions.confirmNextSemester();
      if (!outcome.ok) throw refused(outcome.reason);
      return outcome.session;
    },
  );

  app.delete(
    '/api/academic-session/next-semester',
    {
      config: {
        audit: {
          action: 'delete',
          describe: { verb: 'discarded', item: "the next semester's timetable" },
        },
      },
      schema: {
        tags,
        summary: "Discard the next semester's draft timetable",
        response: { 200: academicSessionSchema, 409: errorResponseSchema },
      },
    },
    async () => {
      if ((await sessions.discardNextSemester()) === 0) throw refused('no-draft');
      return sessions.get();
    },
  );

  app.get(
    '/api/past-councils',
    {
      schema: {
        tags,
        summary: 'The executive councils of ended sessions, latest first',
        response: { 200: pastCouncilsResponseSchema },
      },
    },
    () => pastCouncils.list(),
  );
};
