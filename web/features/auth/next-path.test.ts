import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/admin/users', '/admin/users'],
    ['/admin/gallery?category=alumni', '/admin/gallery?category=alumni'],
    ['/admin/events#news', '/admin/events#news'],
    ['/events', '/events'],
    ['/admin/../admin/users', '/admin/users'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['admin/users'],
    ['https://evil.example/admin'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['/admin/login'],
    ['/admin/login?next=/admin'],
  ])('falls back to the dashboard for %s', (value) => {
    expect(safeNextPath(value)).toBe('/admin');
  });
});

describe('signInPathFor', () => {
  it('carries the path and query, encoded', () => {
    expect(signInPathFor({ pathname: '/admin/users', search: '' })).toBe(
      '/admin/login?next=%2Fadmin%2Fusers',
    );
    expect(signInPathFor({ pathname: '/admin/gallery', search: '?page=2&q=a b' })).toBe(
      '/admin/login?next=%2Fadmin%2Fgallery%3Fpage%3D2%26q%3Da+b',
    );
  });
});
