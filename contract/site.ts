import { z } from 'zod';

/** The association's identity, configured per deployment and shown in the header and footer. */
export const siteInfoSchema = z.object({
  name: z.string(),
  abbreviation: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  social: z.object({
    facebook: z.string(),
    twitter: z.string(),
    instagram: z.string(),
    linkedin: z.string(),
  }),
  /** The IANA time zone the association keeps its dates and class times in (CALENDAR_TIMEZONE). */
  timeZone: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
