import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    engine: z.enum(['sqlite', 'postgres']),
    reachable: z.boolean(),
  }),
  uptimeSeconds: z.number(),
  /** On a 503, as on every 5xx: the request's id, which its log lines carry too. */
  requestId: z.string().optional(),
});
