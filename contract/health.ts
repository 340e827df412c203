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

/** GET /api/ready: whether this instance can serve, for a load balancer or an orchestrator. */
export const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.object({
    engine: z.enum(['sqlite', 'postgres']),
    reachable: z.boolean(),
  }),
  storage: z.object({
    driver: z.enum(['local', 's3']),
    reachable: z.boolean(),
  }),
  requestId: z.string().optional(),
});
