import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { stubApi } from '@/test/fake-api';
import { course, resource, tutorial } from '@/features/academics/testing/fixtures';
import { preloadRoutes, renderAcademics } from '@/features/academics/testing/routes';

beforeAll(preloadRoutes, 30_000);
afterEach(() => vi.unstubAllGlobals());

describe('/academics/category/{categoryId}', { timeout: 20_000 }, () => {
  it("shows the category's description, its courses by level, its tutorials and resources", async () => {
    const { calls } = stubApi({
      'GET /api/courses': () =>
        jsonResponse([
          course('GPH 101', { category: 'geophysics', title: 'Introduction to Earth Science' }),
          course('GPH 301', { category: 'geophysics', level: '300L', title: 'Seismic Methods' }),
        ]),
      'GET /api/tutorials/filter': () =>
        jsonResponse([tutorial(1, { category: 'geophysics', title: 'Refraction surveys' })]),
      'GET /api/resources': () =>
        jsonResponse([
          resource(1, { category: 'geophysics', title: 'USGS earthquake map' }),
          resource(2, { category: 'pure-physics', title: 'Feynman lectures' }),
        ]),
    });
    renderAcademics('/academics/category/geophysics');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Geophysics' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(/Seismology, gravity and magnetic methods/)).toBeVisible();

    const level100 = await screen.findByRole('region', { name: /100L/ });
    expect(within(level100).getByRole('link', { name: /GPH 101/ })).toHaveAttribute(
      'href',
      '/academics/course/GPH%20101',
    );
    expect(
      within(screen.getByRole('region', { name: /200L/ })).getByText('No 200L courses yet.'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: /300L/ })).getByText('Seismic Methods'),
    ).toBeVisible();

    expect(await screen.findByText('Refraction surveys')).toBeVisible();
    expect(screen.getByText('USGS earthquake map')).toBeVisible();
    expect(screen.queryByText('Feynman lectures')).toBeNull();
    expect(calls.find((call) => call.path === '/api/courses')?.search).toBe('?category=geophysics');
    expect(calls.find((call) => call.path === '/api/tutorials/filter')?.search).toBe(
      '?category=geophysics',
    );
  });

  it('shows the not-found page for an unknown category', async () => {
    stubApi({});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAcademics('/academics/category/chemistry');
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }, { timeout: 5000 }),
    ).toBeVisible();
  });
});
