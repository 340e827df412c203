import type { PageContext } from '@contract/page-context';

// What Fastify hands every loader and action as `context` (api/pages/page-handler.ts).
declare module 'react-router' {
  // An interface, so React Router's own declaration merges with it.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageContext {}
}
