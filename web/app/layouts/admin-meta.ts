import type { MetaFunction } from 'react-router';
import { rootData } from '@/lib/page-meta';

/** An admin page's head: 'Staff | PSA Admin', and never indexed. */
export const adminMeta =
  (page: string): MetaFunction =>
  ({ matches }) => [
    { title: `${page} | ${rootData(matches)?.site.abbreviation ?? 'PSA'} Admin` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
