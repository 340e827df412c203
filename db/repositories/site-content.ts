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
  /**
   * Each name's last stored text and what checking it gave. Home and every page's footer read
   * these on every render, and they change only when an officer saves one: parsing and checking
   * the same text again was a measurable part of a render. The values are shared; nothing
   * changes them.
   */
  const checked = new Map<string, { text: string; value: unknown }>();

  async function stored(): Promise<Map<string, string>> {
    const rows = await db.selectFrom('site_content').select(['name', 'value']).execute();
    return new Map(rows.map((row) => [row.name, row.value]));
  }

  /** A stored value that still fits its schema, else undefined. */
  function valid<N extends SiteContentName>(
    values: Map<string, string>,
    name: N,
  ): ValueOf<N> | undefined {
    const text = values.get(name);
    if (text === undefined) return undefined;
    const last = checked.get(name);
    if (last?.text === text) return last.value as ValueOf<N> | undefined;
    const parsed = siteContentSchemas[name].safeParse(fromJson<unknown>(text, undefined));
    const value = parsed.success ? (parsed.data as ValueOf<N>) : undefined;
    checked.set(name, { text, value });
    return value;
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
