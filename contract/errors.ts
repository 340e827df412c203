import { z } from 'zod';

/** Every error the API sends has this shape; validation errors name the offending fields. */
export const errorResponseSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** On a 5xx: the request's id, which its log lines carry too. */
  requestId: z.string().optional(),
});
