import type { z } from 'zod';
import {
  slugify,
  type Testimonial,
  type testimonialCreateSchema,
} from '../../contract/testimonials';
import type { DB } from '../client';
import type { TestimonialsTable } from '../tables/site-content';
import type { MediaUse } from './media-usage';
import { orderedRows } from './ordered-rows';
import { json, optional, readOnly, rowMapping } from './row-mapping';
import { newId, nowIso } from './shared';

export type TestimonialValues = z.output<typeof testimonialCreateSchema>;

/** A slug is unique: creating or renaming onto a taken one is refused. */
export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`Another testimonial already has the address /testimonials/${slug}`);
  }
}

const fields = rowMapping<TestimonialsTable, Testimonial, TestimonialValues>()({
  id: readOnly('id'),
  slug: { column: 'slug', write: (slug: string | undefined) => slug },
  name: 'name',
  batch: 'batch',
  quote: 'quote',
  imageUrl: optional('image_url'),
  fullTestimonial: json('full_testimonial', [] as string[]),
});

/** The fields the row keeps, and the two made from them. */
const toTestimonial = (row: Parameters<typeof fields.toRecord>[0]): Testimonial => {
  const stored = fields.toRecord(row);
  return {
    ...stored,
    fallbackInitial: Array.from(stored.name.trim())[0]?.toUpperCase() ?? '?',
    readMoreLink: `/testimonials/${stored.slug}`,
  };
};

export function testimonialsRepository(db: DB) {
  const order = orderedRows(db, 'testimonials');

  async function taken(slug: string, except?: string): Promise<boolean> {
    let query = db.selectFrom('testimonials').select('id').where('slug', '=', slug);
    if (except) query = query.where('id', '!=', except);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** The name's slug, numbered when taken: 'ada-obi', 'ada-obi-2'. */
  async function freeSlug(name: string): Promise<string> {
    const base = slugify(name);
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await taken(slug))) return slug;
    }
  }

  const select = () => db.selectFrom('testimonials').select(fields.columns);

  return {
    async list(): Promise<Testimonial[]> {
      const rows = await select().orderBy('sort_order').orderBy('created_at').execute();
      return rows.map(toTestimonial);
    },

    /** By id or slug. */
    async get(key: string): Promise<Testimonial | undefined> {
      const row = await select()
        .where((eb) => eb.or([eb('id', '=', key), eb('slug', '=', key)]))
        .executeTakeFirst();
      return row && toTestimonial(row);
    },

    /** Added at the end of the list; without a slug, one is made from the name. */
    async create(values: TestimonialValues): Promise<Testimonial> {
      if (values.slug && (await taken(values.slug))) throw new SlugTakenError(values.slug);
      const slug = values.slug ?? (await freeSlug(values.name));
      const now = nowIso();
      const row = await db
        .insertInto('testimonials')
        .values(
          fields.toRow(
            { ...values, slug },
            {
              id: newId(),
              sort_order: await order.next(),
              created_at: now,
              updated_at: now,
            },
          ),
        )
        .returning(fields.columns)
        .executeTakeFirstOrThrow();
      return toTestimonial(row);
    },

    async update(id: string, values: Partial<TestimonialValues>): Promise<Testimonial | undefined> {
      if (values.slug && (await taken(values.slug, id))) throw new SlugTakenError(values.slug);
      const row = await db
        .updateTable('testimonials')
        .set({ ...fields.changes(values), updated_at: nowIso() })
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toTestimonial(row);
    },

    async remove(id: string): Promise<Testimonial | undefined> {
      const row = await db
        .deleteFrom('testimonials')
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toTestimonial(row);
    },

    move: order.move,

    async mediaUses(): Promise<MediaUse[]> {
      const rows = await db
        .selectFrom('testimonials')
        .select(['id', 'name', 'image_url'])
        .where('image_url', 'is not', null)
        .execute();
      return rows.map((row) => ({
        url: row.image_url as string,
        place: 'testimonial-photo' as const,
        id: row.id,
        title: row.name,
      }));
    },
  };
}
