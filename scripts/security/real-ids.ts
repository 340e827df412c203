import type { Operation } from './openapi';
import type { Target } from './types';

type Row = Record<string, unknown>;

/** The first row of a list answer: the answer itself if an array, else its first array field. */
function firstRow(body: unknown): Row | undefined {
  const list = Array.isArray(body)
    ? body
    : Object.values((body ?? {}) as Row).find((value) => Array.isArray(value));
  return (list as Row[] | undefined)?.[0];
}

const idOf = (row: Row | undefined) => {
  const id = row?._id ?? row?.id;
  return typeof id === 'string' ? encodeURIComponent(id) : undefined;
};

/**
 * Ids of rows that exist, by route template, for the routes that read their body only once they
 * have found the row (a body sent to an unknown id is never read). /api/x/{id} takes the first row
 * of GET /api/x; a nested {answerId} or {commentId}, the first of that row's answers or comments.
 * Staff accounts are left out: a bad body must not be able to lock the check out.
 */
export async function realIds(
  target: Target,
  operations: Operation[],
): Promise<Map<string, Record<string, string>>> {
  const found = new Map<string, Record<string, string>>();
  for (const template of new Set(operations.map((operation) => operation.template))) {
    const match = /^(\/api\/[\w-]+)\/\{id\}(.*)$/.exec(template);
    if (!match || template.startsWith('/api/users')) continue;
    const response = await fetch(`${target.base}${match[1]}`, {
      headers: { cookie: target.cookie },
    });
    if (!response.ok) continue;
    const row = firstRow(await response.json());
    const id = idOf(row);
    if (!id) continue;
    const values: Record<string, string> = { id };
    for (const [param, field] of [
      ['answerId', 'answers'],
      ['commentId', 'comments'],
    ] as const) {
      const nested = idOf((row?.[field] as Row[] | undefined)?.[0]);
      if (template.includes(`{${param}}`) && nested) values[param] = nested;
    }
    found.set(template, values);
  }
  return found;
}
