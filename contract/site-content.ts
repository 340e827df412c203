import { z } from 'zod';
import { cardArt, heroScenes } from './artwork';
import { requiredLine, requiredText } from './fields';

/**
 * The pages' singletons officers edit in the admin's Site content (issue 20, item 3): Home's hero
 * slides, statistics and programmes, About's core values and story, and the footer's contact lines
 * and social links. Each is kept whole under its name; a page reads them all at once.
 */

/** The icons an officer can give a statistic or a core value (the web app draws each). */
export const contentIcons = [
  'users',
  'file-text',
  'presentation',
  'trophy',
  'award',
  'lightbulb',
  'heart-handshake',
  'sparkles',
  'book-open',
  'graduation-cap',
  'calendar-check',
  'mic',
  'smile',
  'flask',
  'briefcase',
  'star',
] as const;
export type ContentIcon = (typeof contentIcons)[number];

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .max(2000, 'must be at most 2000 characters');

/** A link on the site (/academics) or elsewhere (https://…); blank becomes absent. */
const optionalLink = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .union([httpUrl, z.string().regex(/^\/[\w\-./#?=&]*$/)], {
      error: 'must be a path on this site (/…) or an http(s) URL',
    })
    .optional(),
);

const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, `must have at most ${max} entries`);

/** Read back as stored (the write schemas below check and clean what officers send). */
const statisticSchema = z.object({
  icon: z.enum(contentIcons),
  value: z.string(),
  label: z.string(),
  /** Where the card leads, when there is a page to see what the figure counts. */
  href: z.string().optional(),
});
export type Statistic = z.infer<typeof statisticSchema>;

const heroSlideSchema = z.object({
  scene: z.enum(heroScenes),
  alt: z.string(),
  text: z.string(),
  subText: z.string(),
});
export type HeroSlideContent = z.infer<typeof heroSlideSchema>;

const programmeSchema = z.object({
  art: z.enum(cardArt),
  imageAlt: z.string(),
  title: z.string(),
  duration: z.string(),
  description: z.string(),
  detailsLink: z.string(),
});
export type Programme = z.infer<typeof programmeSchema>;

const coreValueSchema = z.object({
  icon: z.enum(contentIcons),
  title: z.string(),
  description: z.string(),
});
export type CoreValue = z.infer<typeof coreValueSchema>;

const storySchema = z.object({
  /** Our history, one paragraph per entry. */
  history: z.array(z.string()),
  mission: z.string(),
  vision: z.string(),
});
export type StoryContent = z.infer<typeof storySchema>;

const contactSchema = z.object({ address: z.string(), email: z.string(), phone: z.string() });
const socialSchema = z.object({
  facebook: z.string(),
  twitter: z.string(),
  instagram: z.string(),
  linkedin: z.string(),
});

/** What officers may save: each field checked and cleaned as every typed field is. */
const statisticInput = z.strictObject({
  icon: z.enum(contentIcons),
  value: requiredLine(20),
  label: requiredLine(60),
  href: optionalLink,
});
const heroSlideInput = z.strictObject({
  scene: z.enum(heroScenes),
  alt: requiredLine(300),
  text: requiredLine(120),
  subText: requiredText(400),
});
const programmeInput = z.strictObject({
  art: z.enum(cardArt),
  imageAlt: requiredLine(300),
  title: requiredLine(120),
  duration: requiredLine(40),
  description: requiredText(600),
  detailsLink: httpUrl,
});
const coreValueInput = z.strictObject({
  icon: z.enum(contentIcons),
  title: requiredLine(60),
  description: requiredText(400),
});
const storyInput = z.strictObject({
  history: list(requiredText(2000), 10).min(1, 'is required'),
  mission: requiredText(1000),
  vision: requiredText(1000),
});
const contactInput = z.strictObject({
  address: requiredLine(300),
  email: z.email({ error: 'must be an email address' }).max(200),
  phone: requiredLine(40),
});
const socialInput = z.strictObject({
  facebook: httpUrl,
  twitter: httpUrl,
  instagram: httpUrl,
  linkedin: httpUrl,
});

/** Each singleton's name (its address, /api/site-content/{name}) and the schema of its value. */
export const siteContentSchemas = {
  'hero-slides': list(heroSlideInput, 6).min(1, 'needs at least one slide'),
  statistics: list(statisticInput, 8),
  programmes: list(programmeInput, 12),
  'core-values': list(coreValueInput, 8),
  story: storyInput,
  contact: contactInput,
  social: socialInput,
} as const;
export type SiteContentName = keyof typeof siteContentSchemas;
export const siteContentNames = Object.keys(siteContentSchemas) as SiteContentName[];

/** What Home and About show (the footer's contact lines and social links travel in SiteInfo). */
const pagesContent = {
  heroSlides: z.array(heroSlideSchema),
  statistics: z.array(statisticSchema),
  programmes: z.array(programmeSchema),
  coreValues: z.array(coreValueSchema),
  story: storySchema,
};
export type SiteContent = z.infer<z.ZodObject<typeof pagesContent>>;

/** GET /api/site-content: everything, the contact lines and social links as the footer has them. */
export const siteContentSchema = z.object({
  ...pagesContent,
  contact: contactSchema,
  social: socialSchema,
});
export type SiteContentAll = z.infer<typeof siteContentSchema>;

/** Each singleton's value as read back, for PUT's answer and the admin's forms. */
export const siteContentValueSchemas = {
  'hero-slides': z.array(heroSlideSchema),
  statistics: z.array(statisticSchema),
  programmes: z.array(programmeSchema),
  'core-values': z.array(coreValueSchema),
  story: storySchema,
  contact: contactSchema,
  social: socialSchema,
} as const;

/** The body of PUT /api/site-content/{name}: the value whole. */
export const siteContentBody = <N extends SiteContentName>(name: N) =>
  z.strictObject({ value: siteContentSchemas[name] });
