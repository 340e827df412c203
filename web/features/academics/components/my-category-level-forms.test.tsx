import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MY_CATEGORY_LEVEL_COOKIE } from '@/lib/my-category-level';
import { renderAcademics } from '../testing/routes';

afterEach(() => {
  document.cookie = `${MY_CATEGORY_LEVEL_COOKIE}=; Path=/; Max-Age=0`;
});

async function bar(url: string) {
  renderAcademics(url);
  return screen.findByRole('region', { name: 'My category and level' });
}

describe('MyCategoryLevelForms', () => {
  it('invites a choice, with selects that start from what the page shows', async () => {
    const region = await bar('/academics/category/geophysics');
    expect(region).toHaveTextContent('Set my category and level');
    const details = region.querySelector('details');
    expect(details).not.toHaveAttribute('open');
    expect(within(region).getByText('Choose').tagName).toBe('SUMMARY');
    // Its code loads at once here (no server HTML to keep): see formOnFirstUse.
    expect(
      await within(region).findByRole('combobox', { name: 'My category', hidden: true }),
    ).toHaveValue('geophysics');
    expect(within(region).getByRole('combobox', { name: 'My level', hidden: true })).toHaveValue(
      '100L',
    );
    // Posted to the page's own action, with or without scripts.
    const form = within(region)
      .getByRole('button', { name: 'Remember', hidden: true })
      .closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
    expect(within(region).queryByRole('button', { name: 'Forget' })).toBeNull();
  });

  it('shows the remembered choice with Change and Forget', async () => {
    document.cookie = `${MY_CATEGORY_LEVEL_COOKIE}=industrial-physics.300L; Path=/`;
    const region = await bar('/academics/tutorials');
    expect(region).toHaveTextContent('My category and level: Industrial Physics, 300L');
    expect(within(region).getByText('Change').tagName).toBe('SUMMARY');
    expect(
      await within(region).findByRole('combobox', { name: 'My level', hidden: true }),
    ).toHaveValue('300L');
    const forget = within(region).getByRole('button', { name: 'Forget' }).closest('form');
    expect(forget).toHaveFormValues({ intent: 'forget' });
  });
});
