import type { FastifyRequest } from 'fastify';
import type { AuditConfig } from './access';
import { paramId } from './audit';

/** Longer names (a question's text) are cut to this many characters in the log. */
const maxNameLength = 80;

/** “A name”, cut at a word when long. */
export function quote(name: string): string {
  const flat = name.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxNameLength) return `“${flat}”`;
  const cut = flat.slice(0, maxNameLength);
  return `“${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : maxNameLength)}…”`;
}

/** 'a news item', 'an upcoming event'. */
const aOrAn = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** 'the news item “Welcome week”'. */
export const theItem = (noun: string, name: string): string => `the ${noun} ${quote(name)}`;

/** The item a route's `:id` names, looked up before the handler runs (`find` answers its name). */
export function byParamId(
  find: (id: string) => Promise<string | undefined>,
  phrase: (name: string) => string,
): (request: FastifyRequest) => Promise<string | undefined> {
  return async (request) => {
    const id = paramId(request);
    const name = id === undefined ? undefined : await find(id);
    return name === undefined ? undefined : phrase(name);
  };
}

type ResourceAudits = { create: AuditConfig; update: AuditConfig; remove: AuditConfig };

/**
 * The log's words for a resource's create, update and delete: 'created the news item “Welcome
 * week”'. The create and update answers carry the item; a delete's is looked up by `:id` first.
 */
export function resourceAudits<T>(
  noun: string,
  options: { name: (item: T) => string; find: (id: string) => Promise<T | undefined> },
): ResourceAudits {
  const fallback = aOrAn(noun);
  const fromAnswer = (payload: unknown) => theItem(noun, options.name(payload as T));
  const stored = byParamId(
    async (id) => {
      const item = await options.find(id);
      return item === undefined ? undefined : options.name(item);
    },
    (name) => theItem(noun, name),
  );
  return {
    create: { describe: { item: fallback, after: fromAnswer } },
    update: { describe: { item: fallback, before: stored, after: fromAnswer } },
    remove: { describe: { item: fallback, before: stored } },
  };
}
