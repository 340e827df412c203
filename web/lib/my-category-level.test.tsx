import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MY_CATEGORY_LEVEL_KEY,
  parseMyCategoryLevel,
  readMyCategoryLevel,
  storeMyCategoryLevel,
  useMyCategoryLevel,
} from '@/lib/my-category-level';

afterEach(() => localStorage.clear());

function Shows() {
  const [mine] = useMyCategoryLevel();
  return <p>{mine ? `${mine.category} ${mine.level}` : 'none'}</p>;
}

describe("'my category and level'", () => {
  it('is stored under chapter.myCategoryLevel as {category, level}', () => {
    storeMyCategoryLevel({ category: 'geophysics', level: '200L' });
    expect(JSON.parse(localStorage.getItem(MY_CATEGORY_LEVEL_KEY) ?? '')).toEqual({
      category: 'geophysics',
      level: '200L',
    });
    expect(readMyCategoryLevel()).toEqual({ category: 'geophysics', level: '200L' });
    storeMyCategoryLevel(null);
    expect(localStorage.getItem(MY_CATEGORY_LEVEL_KEY)).toBeNull();
  });

  it('ignores a damaged or unknown value', () => {
    expect(parseMyCategoryLevel('not json')).toBeNull();
    expect(parseMyCategoryLevel('{"category":"chemistry","level":"100L"}')).toBeNull();
    expect(parseMyCategoryLevel('{"category":"geophysics"}')).toBeNull();
    expect(parseMyCategoryLevel(null)).toBeNull();
  });

  it('is followed at once by every component, including a change from another tab', () => {
    render(
      <>
        <Shows />
        <Shows />
      </>,
    );
    expect(screen.getAllByText('none')).toHaveLength(2);
    act(() => storeMyCategoryLevel({ category: 'pure-physics', level: '400L' }));
    expect(screen.getAllByText('pure-physics 400L')).toHaveLength(2);
    act(() => {
      localStorage.setItem(MY_CATEGORY_LEVEL_KEY, '{"category":"geophysics","level":"100L"}');
      window.dispatchEvent(new StorageEvent('storage', { key: MY_CATEGORY_LEVEL_KEY }));
    });
    expect(screen.getAllByText('geophysics 100L')).toHaveLength(2);
  });
});
