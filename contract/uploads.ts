import { z } from 'zod';

/** A file stored by POST /api/uploads/pdf: its site URL, to put into a course's materials or past questions. */
export const uploadedFileSchema = z.object({
  url: z.string(),
  bytes: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
