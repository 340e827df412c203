import { describe, expect, it } from 'vitest';
import { matchesSearch, resolveFilter, withParam } from './filters';
import { downloadUrl, formatViews } from './labels';

const mine = { category: 'geophysics', level: '300L' } as const;

describe('resolveFilter', () => {
  it('takes the URL first, then the remembered category and level, then everything', () => {
    expect(resolveFilter(new URLSearchParams('category=pure-physics&level=100L'), mine)).toEqual({
      category: 'pure-physics',
      level: '100L',
    });
    expect(resolveFilter(new URLSearchParams(''), mine)).toEqual(mine);
    expect(resolveFilter(new URLSearchParams('level=200L'), mine)).toEqual({
      category: 'geophysics',
      level: '200L',
    });
    expect(resolveFilter(new URLSearchParams(''), null)).toEqual({
      category: undefined,
      level: undefined,
    });
  });

  it("reads 'all' (or anything unknown) in the URL as no filter, beating the remembered one", () => {
    expect(resolveFilter(new URLSearchParams('category=all&level=all'), mine)).toEqual({
      category: undefined,
      level: undefined,
    });
    expect(resolveFilter(new URLSearchParams('category=chemistry'), mine).category).toBeUndefined();
  });
});

describe('withParam', () => {
  it('sets or removes one parameter and keeps the rest', () => {
    const params = new URLSearchParams('q=gauss&level=100L');
    expect(withParam(params, 'level', 'all').toString()).toBe('q=gauss&level=all');
    expect(withParam(params, 'q', '').toString()).toBe('level=100L');
    expect(params.toString()).toBe('q=gauss&level=100L');
  });
});

describe('matchesSearch', () => {
  it('needs every word somewhere, in any case and without accents', () => {
    expect(matchesSearch('', ['anything'])).toBe(true);
    expect(matchesSearch('gauss LAW', ["Gauss's law: a guide"])).toBe(true);
    expect(matchesSearch('schrodinger', ['The Schrödinger equation'])).toBe(true);
    expect(matchesSearch('gauss ampere', ["Gauss's law"])).toBe(false);
    expect(matchesSearch('phy 102', ['notes', 'PHY 102'])).toBe(true);
  });
});

describe('labels', () => {
  it('names our own PDFs for download and leaves other links alone', () => {
    const own = `/media/d/${'b'.repeat(64)}.pdf`;
    expect(downloadUrl(own, 'PHY 101 2025 Exam')).toBe(`${own}?name=PHY-101-2025-Exam`);
    expect(downloadUrl('https://example.org/a.pdf', 'Notes')).toBe('https://example.org/a.pdf');
  });

  it('counts views in words', () => {
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(1864)).toBe('1,864 views');
  });
});
