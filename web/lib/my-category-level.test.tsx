import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MY_CATEGORY_LEVEL_COOKIE,
  parseMyCategoryLevel,
  storeMyCategoryLevel,
  useMyCategoryLevel,
  type MyCategoryLevel,
} from '@/lib/my-category-level';
import type { RootData } from '@/lib/page-meta';
import { testSite } from '@/test/render';

afterEach(() => {
  document.cookie = `${MY_CATEGORY_LEVEL_COOKIE}=; Path=/; Max-Age=0`;
});

function Shows() {
  const [mine] = useMyCategoryLevel();
  return <p>{mine ? `${mine.category} ${mine.level}` : 'none'}</p>;
}

function Changes() {
  const [, setMine] = useMyCategoryLevel();
  return (
    <>
      <button type="button" onClick={() => setMine({ category: 'geophysics', level: '300L' })}>
        Choose Geophysics 300L
      </button>
      <button type="button" onClick={() => setMine(null)}>
        Forget
      </button>
    </>
  );
}

/** Under the root route, whose loader read the cookie from the request. */
function stub(fromRequest: MyCategoryLevel | null) {
  const rootData: RootData = {
    site: testSite,
    origin: 'https://physics.example.edu',
    myCategoryLevel: fromRequest,
  };
  const page = () => (
    <>
      <Shows />
      <Shows />
      <Changes />
    </>
  );
  const Stub = createRoutesStub([
    { id: 'root', path: '/', loader: () => rootData, Component: page },
  ]);
  return { Stub, rootData };
}

describe("'my category and level'", () => {
  it('is remembered in the my-category-level cookie as category.level', () => {
    storeMyCategoryLevel({ category: 'geophysics', level: '200L' });
    expect(document.cookie).toContain(`${MY_CATEGORY_LEVEL_COOKIE}=geophysics.200L`);
    expect(parseMyCategoryLevel(document.cookie)).toEqual({
      category: 'geophysics',
      level: '200L',
    });
    storeMyCategoryLevel(null);
    expect(document.cookie).not.toContain(MY_CATEGORY_LEVEL_COOKIE);
    expect(parseMyCategoryLevel(document.cookie)).toBeNull();
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

  it('is followed at once by every component on the page', async () => {
    const { Stub } = stub(null);
    render(<Stub initialEntries={['/']} />);
    expect(await screen.findAllByText('none')).toHaveLength(2);
    act(() => storeMyCategoryLevel({ category: 'pure-physics', level: '400L' }));
    expect(screen.getAllByText('pure-physics 400L')).toHaveLength(2);
    act(() => screen.getByRole('button', { name: 'Choose Geophysics 300L' }).click());
    expect(screen.getAllByText('geophysics 300L')).toHaveLength(2);
    expect(document.cookie).toContain(`${MY_CATEGORY_LEVEL_COOKIE}=geophysics.300L`);
    act(() => screen.getByRole('button', { name: 'Forget' }).click());
    expect(screen.getAllByText('none')).toHaveLength(2);
  });

  it('starts, on the server, with what the root loader read from the request', () => {
    const { Stub, rootData } = stub({ category: 'geophysics', level: '100L' });
    const html = renderToString(
      <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: rootData } }} />,
    );
    expect(html).toContain('geophysics 100L');
    expect(html).not.toContain('none');
  });
});
