import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { stubApi } from '@/test/fake-api';
import { resource } from '@/features/academics/testing/fixtures';
import { preloadRoutes, renderAcademics } from '@/features/academics/testing/routes';
import { filterResources } from './resources-browser';

beforeAll(preloadRoutes, 30_000);
afterEach(() => vi.unstubAllGlobals());

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
    stubApi({ 'GET /api/resources': () => jsonResponse(resources) });
    const { user } = renderAcademics('/academics/learning-resources');
    await screen.findByRole('heading', { level: 1, name: 'Learning Resources' }, { timeout: 5000 });
    expect(await screen.findByText('Feynman lectures')).toBeVisible();
    expect(count()).toHaveTextContent('3 resources');

    const manual = screen
      .getByRole('heading', { name: 'Electronics laboratory manual' })
      .closest('article')!;
    expect(within(manual).getByRole('link', { name: /Download/ })).toHaveAttribute('download');
    const book = screen.getByRole('heading', { name: 'Feynman lectures' }).closest('article')!;
    expect(within(book).getByRole('link', { name: /Open/ })).toHaveAttribute('target', '_blank');

    const search = screen.getByRole('searchbox', { name: 'Search resources' });
    await user.type(search, 'iph 203');
    await waitFor(() => expect(count()).toHaveTextContent('1 resource'));
    await user.clear(search);
    await user.type(search, 'classic');
    await waitFor(() => expect(count()).toHaveTextContent('1 resource'));
    expect(screen.getByText('Feynman lectures')).toBeVisible();
    await user.clear(search);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Simulation');
    await waitFor(() => expect(count()).toHaveTextContent('1 resource'));
    expect(screen.getByText('PhET tunnelling')).toBeVisible();
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
