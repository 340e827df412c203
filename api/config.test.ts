import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the defaults that make npm start work on a fresh clone', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database.engine).toBe('sqlite');
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.site.abbreviation).toBeTruthy();
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/chapter' });
    expect(config.database).toEqual({
      engine: 'postgres',
      url: 'postgres://u:p@127.0.0.1:5432/chapter',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['PUBLIC_URL', 'javascript:alert(1)'],
    ['SITE_EMAIL', 'not-an-email'],
    ['SOCIAL_FACEBOOK', 'ftp://example.com'],
  ])('rejects a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database.engine).toBe('sqlite');
  });
});
