import type { FastifyInstance } from 'fastify';

/** Finds the methods a path answers to that Fastify's own routes do not cover (the pages). */
export type MethodsResolver = (pathname: string) => Promise<string[] | undefined>;

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

/**
 * The app's not-found handler, with 405 Method Not Allowed and an Allow header for a known path
 * asked with a method it does not answer to (Fastify alone says 404). Every route registered after
 * this (all of them: it runs first) is noted with its methods; routes with `config.catchAll` (the
 * pages' `/*`) are not, and answer through the resolvers added with the function this returns.
 */
export function registerMethodNotAllowed(
  app: FastifyInstance,
): (resolver: MethodsResolver) => void {
  const known = new Map<string, KnownPath>();
  const resolvers: MethodsResolver[] = [];
  app.addHook('onRoute', (route) => {
    if (route.config?.catchAll) return;
    const entry = known.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set() };
    for (const method of [route.method].flat()) entry.methods.add(method.toUpperCase());
    known.set(route.url, entry);
  });

  async function allowedMethods(url: string): Promise<Set<string>> {
    const pathname = new URL(url, 'http://localhost').pathname;
    const methods = new Set<string>();
    for (const { pattern, methods: each } of known.values()) {
      if (pattern.test(pathname)) for (const method of each) methods.add(method);
    }
    for (const resolve of methods.size === 0 ? resolvers : []) {
      for (const method of (await resolve(pathname)) ?? []) methods.add(method);
    }
    if (methods.has('GET')) methods.add('HEAD');
    return methods;
  }

  app.setNotFoundHandler(async (request, reply) => {
    const allowed = await allowedMethods(request.url);
    if (allowed.size > 0 && !allowed.has(request.method)) {
      return reply
        .code(405)
        .header('allow', [...allowed].sort().join(', '))
        .send({ error: `Method not allowed: use ${[...allowed].sort().join(', ')}` });
    }
    return reply.code(404).send({ error: 'Not found' });
  });

  return (resolver) => resolvers.push(resolver);
}

/** A route URL as find-my-way reads it (`:param`, a final `*`) turned into a regular expression. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that takes every path left over (the pages): not a known path for 405s. */
    catchAll?: boolean;
  }
}
