import type { Kysely } from 'kysely';
import {
  defaultExecutives,
  defaultSiteContent,
  defaultTestimonials,
} from './0016_site_content_defaults';

/**
 * Site content edited in the admin (issue 20, item 3): the executive council and the testimonials,
 * each row in its place (`sort_order`), and `site_content`, one JSON value per named singleton.
 * The values the pages had in code go in here (contact lines and social links excepted: until an
 * officer saves them, the deployment's SITE_* and SOCIAL_* settings stand), so a new database and an upgraded one both start
 * with them (the sample-content seed only fills an empty database).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('executives')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('linkedin_url', 'text')
    .addColumn('achievements', 'text', (c) => c.notNull())
    .addColumn('focus_areas', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('batch', 'text', (c) => c.notNull())
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('full_testimonial', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('site_content')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  const at = new Date().toISOString();
  await db
    .insertInto('executives')
    .values(
      defaultExecutives.map((executive, index) => ({
        id: executive.id,
        name: executive.name,
        role: executive.role,
        intro: executive.intro,
        bio: executive.bio,
        image_url: null,
        linkedin_url: executive.linkedinUrl,
        achievements: JSON.stringify(executive.achievements),
        focus_areas: JSON.stringify('focusAreas' in executive ? executive.focusAreas : []),
        sort_order: index,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  await db
    .insertInto('testimonials')
    .values(
      defaultTestimonials.map((testimonial, index) => ({
        id: testimonial.id,
        slug: testimonial.slug,
        name: testimonial.name,
        batch: testimonial.batch,
        quote: testimonial.quote,
        image_url: null,
        full_testimonial: JSON.stringify(testimonial.fullTestimonial),
        sort_order: index,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  await db
    .insertInto('site_content')
    .values(
      Object.entries(defaultSiteContent).map(([name, value]) => ({
        name,
        value: JSON.stringify(value),
        updated_at: at,
      })),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_content').ifExists().execute();
  await db.schema.dropTable('testimonials').ifExists().execute();
  await db.schema.dropTable('executives').ifExists().execute();
}
