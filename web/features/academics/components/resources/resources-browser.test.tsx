import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resource } from '@/features/academics/testing/fixtures';
import { renderAcademics, searchFor } from '@/features/academics/testing/routes';
import { fakeReads, testContext } from '@/test/fake-reads';
import { filterResources } from './resources-browser';

// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.restoreAllMocks());

const resources = [
  resource(1, {
    title: 'Electronics laboratory manual',
    type: 'pdf',
    category: 'industrial-physics',
    level: '200L',
    url: `/media/d/${'e'.repeat(64)}.pdf`,
    downloadable: true,
    keywords: ['IPH 203'],
  }),
  resource(2, {
    title: 'Feynman lectures',
    type: 'book',
    description: 'Classic physics lectures.',
  }),
  resource(3, {
    title: 'PhET tunnelling',
    type: 'simulation',
    level: '300L',
    keywords: ['quantum'],
  }),
];

const count = () => screen.getByText(/^\d+ resources?$/);

describe('/academics/learning-resources', { timeout: 20_000 }, () => {
  it('searches titles, descriptions and keywords, filters by type and category, opens or downloads', async () => {
    const context = testContext(fakeReads({ resources: { list: async () => resources } }));
    const { user, location } = renderAcademics('/academics/learning-resources', context);
    await screen.findByRole('heading', { level: 1, name: 'Learning Resources' });
    expect(screen.getByText('Feynman lectures')).toBeVisible();
    expect(count()).toHaveTextContent('3 resources');

    const manual = screen
      .getByRole('heading', { name: 'Electronics laboratory manual' })
      .closest('article')!;
    expect(within(manual).getByRole('link', { name: /Download/ })).toHaveAttribute('download');
    const book = screen.getByRole('heading', { name: 'Feynman lectures' }).closest('article')!;
    expect(within(book).getByRole('link', { name: /Open/ })).toHaveAttribute('target', '_blank');

    const search = await screen.findByRole('searchbox', { name: 'Search resources' });
    // Pasted, one change each (see searchFor in testing/routes.ts).
    await searchFor(user, search, 'iph 203');
    await waitFor(() => expect(count()).toHaveTextContent('1 resource'));
    await searchFor(user, search, 'classic');
    await waitFor(() => expect(count()).toHaveTextContent('1 resource'));
    expect(screen.getByText('Feynman lectures')).toBeVisible();
    await user.clear(search);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Simulation');
    await waitFor(() => expect(count()).toHaveTextContent('1 resource'));
    expect(screen.getByText('PhET tunnelling')).toBeVisible();
    // The filters live in the address.
    expect(new URLSearchParams(location().search).get('type')).toBe('simulation');
  });

  it('offers Try Again when the resources cannot be read, and shows them once they can', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const list = async () => {
      if (failing) throw new Error('Database is down');
      return resources;
    };
    const { user } = renderAcademics(
      '/academics/learning-resources',
      testContext(fakeReads({ resources: { list } })),
    );
    expect(
      await screen.findByText(
        'Error loading learning resources: Failed to fetch learning resources',
      ),
    ).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Feynman lectures')).toBeVisible();
  });
});

describe('filterResources', () => {
  it('lets a resource without a level serve every level', () => {
    const shown = filterResources(resources, {
      query: '',
      category: 'pure-physics',
      level: '100L',
      type: undefined,
    });
    expect(shown.map((item) => item.title)).toEqual(['Feynman lectures']);
    expect(
      filterResources(resources, {
        query: '',
        category: undefined,
        level: '300L',
        type: undefined,
      }).map((item) => item.title),
    ).toEqual(['Feynman lectures', 'PhET tunnelling']);
  });
});
