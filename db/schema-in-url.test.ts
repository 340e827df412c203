import { describe, expect, it } from 'vitest';
import { schemaInUrl } from './dialect';

describe('the schema a PostgreSQL URL selects', () => {
  it('is read from options=-c search_path=…, however the options are encoded', () => {
    const base = 'postgres://u:p@127.0.0.1:5432/db';
    expect(schemaInUrl(`${base}?options=-c+search_path%3Dcluster_ab12`)).toBe('cluster_ab12');
    expect(schemaInUrl(`${base}?options=-c%20search_path%3Dsite`)).toBe('site');
    expect(schemaInUrl(`${base}?options=-c%20search_path%3D%22site%22%2Cpublic`)).toBe('site');
  });

  it('is none without one', () => {
    expect(schemaInUrl('postgres://u:p@127.0.0.1:5432/db')).toBeUndefined();
    expect(
      schemaInUrl('postgres://u:p@127.0.0.1:5432/db?options=-c%20statement_timeout%3D5'),
    ).toBeUndefined();
    expect(schemaInUrl('not a url')).toBeUndefined();
  });
});
