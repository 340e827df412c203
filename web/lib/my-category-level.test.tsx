import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  MY_CATEGORY_LEVEL_COOKIE,
  myCategoryLevelCookie,
  myCategoryLevelOf,
  parseMyCategoryLevel,
  useMyCategoryLevel,
  type MyCategoryLevel,
} from '@/lib/my-category-level';
import type { RootData } from '@/lib/page-meta';
import { testSite } from '@/test/render';

function Shows() {
  const mine = useMyCategoryLevel();
  return <p>{mine ? `${mine.category} ${mine.level}` : 'none'}</p>;
}

/** Rendered on the server under the root route, whose loader read the cookie from the request. */
function renderWith(fromRequest: MyCategoryLevel | null): string {
  const rootData: RootData = {
    site: testSite,
    origin: 'https://physics.example.edu',
    myCategoryLevel: fromRequest,
  };
  const Stub = createRoutesStub([
    { id: 'root', path: '/', loader: () => rootData, Component: Shows },
  ]);
  return renderToString(
    <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: rootData } }} />,
  );
}

describe("'my category and level'", () => {
  it('is remembered for a year in the my-category-level cookie as category.level', () => {
    expect(myCategoryLevelCookie({ category: 'geophysics', level: '200L' })).toBe(
      `${MY_CATEGORY_LEVEL_COOKIE}=geophysics.200L; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(myCategoryLevelCookie(null)).toBe(
      `${MY_CATEGORY_LEVEL_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
    );
  });

  it('is read from a Cookie header among others', () => {
    expect(
      parseMyCategoryLevel(`theme=dark; ${MY_CATEGORY_LEVEL_COOKIE}=industrial-physics.400L; x=1`),
    ).toEqual({ category: 'industrial-physics', level: '400L' });
  });

  it('ignores a damaged or unknown value', () => {
    expect(parseMyCategoryLevel(`${MY_CATEGORY_LEVEL_COOKIE}=not-a-choice`)).toBeNull();
    expect(parseMyCategoryLevel(`${MY_CATEGORY_LEVEL_COOKIE}=chemistry.100L`)).toBeNull();
    expect(parseMyCategoryLevel(`${MY_CATEGORY_LEVEL_COOKIE}=geophysics`)).toBeNull();
    expect(parseMyCategoryLevel(`${MY_CATEGORY_LEVEL_COOKIE}=geophysics.900L`)).toBeNull();
    expect(parseMyCategoryLevel(`${MY_CATEGORY_LEVEL_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(parseMyCategoryLevel('')).toBeNull();
    expect(parseMyCategoryLevel(null)).toBeNull();
    expect(parseMyCategoryLevel(undefined)).toBeNull();
  });

  it('takes only our categories and levels from a posted form', () => {
    expect(myCategoryLevelOf({ category: 'geophysics', level: '300L' })).toEqual({
      category: 'geophysics',
      level: '300L',
    });
    expect(myCategoryLevelOf({ category: 'geophysics' })).toBeNull();
    expect(myCategoryLevelOf({ category: 'toString', level: '300L' })).toBeNull();
    expect(myCategoryLevelOf({ category: 'geophysics', level: '500L' })).toBeNull();
  });

  it('is what the root loader read from the request', () => {
    expect(renderWith({ category: 'geophysics', level: '100L' })).toContain('geophysics 100L');
    expect(renderWith(null)).toContain('none');
  });
});
