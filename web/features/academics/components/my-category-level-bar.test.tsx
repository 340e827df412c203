import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MY_CATEGORY_LEVEL_COOKIE, type MyCategoryLevel } from '@/lib/my-category-level';
import type { RootData } from '@/lib/page-meta';
import { testSite } from '@/test/render';
import { MyCategoryLevelBar } from './my-category-level-bar';

afterEach(() => {
  document.cookie = `${MY_CATEGORY_LEVEL_COOKIE}=; Path=/; Max-Age=0`;
});

async function open(mine: MyCategoryLevel | null) {
  const rootData: RootData = { site: testSite, origin: 'https://x.example', myCategoryLevel: mine };
  if (mine) document.cookie = `${MY_CATEGORY_LEVEL_COOKIE}=${mine.category}.${mine.level}; Path=/`;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      Component: () => <MyCategoryLevelBar suggestion={{ category: 'geophysics' }} />,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return {
    user: userEvent.setup(),
    bar: await screen.findByRole('region', { name: 'My category and level' }),
  };
}

describe('MyCategoryLevelBar', () => {
  it('invites a choice without showing the form, then remembers what is chosen', async () => {
    const { user, bar } = await open(null);
    expect(bar).toHaveTextContent('Set my category and level');
    expect(within(bar).queryByRole('combobox')).toBeNull();

    await user.click(within(bar).getByRole('button', { name: 'Choose' }));
    const category = await within(bar).findByRole('combobox', { name: 'My category' });
    // It starts from what the page shows, and the keyboard is on it.
    expect(category).toHaveValue('geophysics');
    expect(category).toHaveFocus();
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'My level' }), '300L');
    await user.click(within(bar).getByRole('button', { name: 'Remember' }));

    expect(bar).toHaveTextContent('My category and level: Geophysics, 300L');
    expect(within(bar).getByRole('status')).toHaveTextContent('Remembered: Geophysics, 300L');
    expect(document.cookie).toContain(`${MY_CATEGORY_LEVEL_COOKIE}=geophysics.300L`);
  });

  it('changes from the remembered choice, and Cancel leaves it as it was', async () => {
    const { user, bar } = await open({ category: 'industrial-physics', level: '200L' });
    await user.click(within(bar).getByRole('button', { name: 'Change' }));
    expect(await within(bar).findByRole('combobox', { name: 'My category' })).toHaveValue(
      'industrial-physics',
    );
    expect(within(bar).getByRole('combobox', { name: 'My level' })).toHaveValue('200L');
    await user.click(within(bar).getByRole('button', { name: 'Cancel' }));
    expect(within(bar).queryByRole('combobox')).toBeNull();
    expect(bar).toHaveTextContent('Industrial Physics, 200L');
  });

  it('forgets', async () => {
    const { user, bar } = await open({ category: 'pure-physics', level: '100L' });
    await user.click(within(bar).getByRole('button', { name: 'Forget' }));
    expect(bar).toHaveTextContent('Set my category and level');
    expect(within(bar).getByRole('status')).toHaveTextContent('Forgot your category and level');
    expect(document.cookie).not.toContain(`${MY_CATEGORY_LEVEL_COOKIE}=pure`);
  });
});
