import type { z } from 'zod';
import type { SiteInfo } from '../../contract/site';
import {
  siteContentSchemas,
  type SiteContent,
  type SiteContentName,
} from '../../contract/site-content';
import type { DB } from '../client';
import { fromJson, nowIso, toJson } from './shared';

type ValueOf<N extends SiteContentName> = z.output<(typeof siteContentSchemas)[N]>;

/** What a page shows while a singleton has no (valid) stored value. */
const empty: SiteContent = {
  heroSlides: [],
  statistics: [],
  programmes: [],
  coreValues: [],
  story: { history: [], mission: '', vision: '' },
};

/** The pages' singletons (migration 0016), each kept whole as JSON under its name. */
export function siteContentRepository(db: DB) {
  async function stored(): Promise<Map<string, unknown>> {
    const rows = await db.selectFrom('site_content').select(['name', 'value']).execute();
    return new Map(rows.map((row) => [row.name, fromJson<unknown>(row.value, undefined)]));
  }

  /** A stored value that still fits its schema, else undefined. */
  function valid<N extends SiteContentName>(values: Map<string, unknown>, name: N) {
    const parsed = siteContentSchemas[name].safeParse(values.get(name));
    return parsed.success ? (parsed.data as ValueOf<N>) : undefined;
  }

  return {
    /** What Home and About show. */
    async content(): Promise<SiteContent> {
      const values = await stored();
      return {
        heroSlides: valid(values, 'hero-slides') ?? empty.heroSlides,
        statistics: valid(values, 'statistics') ?? empty.statistics,
        programmes: valid(values, 'programmes') ?? empty.programmes,
        coreValues: valid(values, 'core-values') ?? empty.coreValues,
        story: valid(values, 'story') ?? empty.story,
      };
    },

    /** The site's identity with the contact lines and social links officers saved over `site`'s. */
    async siteInfo(site: SiteInfo): Promise<SiteInfo> {
      const values = await stored();
      const contact = valid(values, 'contact');
      const social = valid(values, 'social');
      return { ...site, ...contact, social: social ?? site.social };
    },

    async write<N extends SiteContentName>(name: N, value: ValueOf<N>): Promise<void> {
      const at = nowIso();
      const text = toJson(value);
      await db
        .insertInto('site_content')
        .values({ name, value: text, updated_at: at })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value: text, updated_at: at }))
        .execute();
    },
  };
}
