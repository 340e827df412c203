import { z } from 'zod';

/**
 * The academic session ('2026/2027') and its semester: what the site calls "now" for the
 * calendar's default view, the timetable's next-semester review and the executive council's term
 * (ADR 0024).
 */
export const semesters = ['first', 'second'] as const;
export type SemesterName = (typeof semesters)[number];

const sessionPattern = /^(\d{4})\/(\d{4})$/;

/** 'YYYY/YYYY', the second year the one after the first. */
export const sessionLabel = z
  .string()
  .regex(sessionPattern, 'must be a session like 2026/2027')
  .refine((label) => {
    const [, first, second] = sessionPattern.exec(label) ?? [];
    return Number(second) === Number(first) + 1;
  }, 'must be two years in a row, like 2026/2027');

/** '2026/2027' → '2027/2028'. Only for a label `sessionLabel` accepted. */
export function nextSessionOf(label: string): string {
  const first = Number(label.slice(0, 4)) + 1;
  return `${first}/${first + 1}`;
}

/** The month (1–12) a session starts in when its events say nothing else: September. */
const SESSION_START_MONTH = 9;

/** The session a calendar date ('2026-10-05…') falls in, sessions running September to August. */
export function sessionOfDate(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const first = month >= SESSION_START_MONTH ? year : year - 1;
  return `${first}/${first + 1}`;
}

export const academicSessionSchema = z.object({
  session: z.string(),
  semester: z.enum(semesters),
});
export type AcademicSession = z.infer<typeof academicSessionSchema>;

/**
 * POST /api/academic-session/next-session. The session the officer saw: a retry, or a second
 * officer who started it first, finds another session and gets 409 instead of advancing twice.
 */
export const nextSessionBodySchema = z.strictObject({ expectedSession: sessionLabel });
export type NextSessionBody = z.input<typeof nextSessionBodySchema>;

/** POST /api/academic-session/next-semester: the session and semester the officer saw. */
export const nextSemesterBodySchema = z.strictObject({
  expectedSession: sessionLabel,
  expectedSemester: z.enum(semesters),
});
export type NextSemesterBody = z.input<typeof nextSemesterBodySchema>;

/** PUT /api/academic-session: set the session and semester outright (a wrong guess corrected). */
export const academicSessionUpdateSchema = z.strictObject({
  session: sessionLabel,
  semester: z.enum(semesters),
});
export type AcademicSessionUpdate = z.input<typeof academicSessionUpdateSchema>;

const pastCouncilMemberSchema = z.object({
  name: z.string(),
  role: z.string(),
  imageUrl: z.string().optional(),
});

/** A council as it stood when its session ended, members in their order then. */
const pastCouncilSchema = z.object({
  session: z.string(),
  members: z.array(pastCouncilMemberSchema),
});
export type PastCouncil = z.infer<typeof pastCouncilSchema>;

/** GET /api/past-councils: the latest session first. */
export const pastCouncilsResponseSchema = z.array(pastCouncilSchema);
