/** Site content edited in the admin (migration 0016). Lists are JSON text. */
interface ExecutivesTable {
  id: string;
  name: string;
  role: string;
  intro: string;
  bio: string;
  image_url: string | null;
  linkedin_url: string | null;
  /** JSON array of lines. */
  achievements: string;
  /** JSON array of lines. */
  focus_areas: string;
  /** The place in the list, from 0. */
  sort_order: number;
  created_at: string;
  updated_at: string;
}

interface TestimonialsTable {
  id: string;
  slug: string;
  name: string;
  batch: string;
  quote: string;
  image_url: string | null;
  /** JSON array of paragraphs. */
  full_testimonial: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** One named singleton (statistics, contact lines…) as JSON text. */
interface SiteContentTable {
  name: string;
  value: string;
  updated_at: string;
}

export interface SiteContentTables {
  executives: ExecutivesTable;
  testimonials: TestimonialsTable;
  site_content: SiteContentTable;
}

export type { ExecutivesTable, TestimonialsTable };
