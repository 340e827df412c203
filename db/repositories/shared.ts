import { randomBytes } from 'node:crypto';

/** A new row id: 24 hex characters, like the ids the original product's clients expect. */
export const newId = (): string => randomBytes(12).toString('hex');

export const nowIso = (): string => new Date().toISOString();

/** Today's date at midnight UTC, the form calendar dates are stored in. */
export const todayIso = (now = new Date()): string =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();

export const toJson = (value: unknown): string => JSON.stringify(value);

export function fromJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Optional columns are NULL in the database and absent in JSON. */
export const orNull = <T>(value: T | undefined): T | null => value ?? null;
export const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined;

export interface Page {
  limit: number;
  page: number;
}

export const offsetOf = ({ limit, page }: Page): number => (page - 1) * limit;

interface Rows<O> {
  execute(): Promise<O[]>;
}

/**
 * Runs a list query whole, or one page of it with the count of all that match (`count` runs only
 * then): the shape of the admin lists' `page` reads.
 */
export async function pageOfRows<O>(
  rows: Rows<O> & { limit(limit: number): { offset(offset: number): Rows<O> } },
  count: { executeTakeFirstOrThrow(): Promise<{ total: number | string | bigint }> },
  page: Page | undefined,
): Promise<{ rows: O[]; total: number }> {
  const [found, counted] = await Promise.all([
    (page ? rows.limit(page.limit).offset(offsetOf(page)) : rows).execute(),
    page ? count.executeTakeFirstOrThrow() : undefined,
  ]);
  return { rows: found, total: counted ? Number(counted.total) : found.length };
}
