import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { course, resource, tutorial } from '@/features/academics/testing/fixtures';
import { renderAcademics } from '@/features/academics/testing/routes';
import { fakeReads, testContext } from '@/test/fake-reads';

// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.restoreAllMocks());

describe('/academics/category/{categoryId}', { timeout: 20_000 }, () => {
  it("shows the category's description, its courses by level, its tutorials and resources", async () => {
    const courses = vi.fn(async () => [
      course('GPH 101', { category: 'geophysics', title: 'Introduction to Earth Science' }),
      course('GPH 301', { category: 'geophysics', level: '300L', title: 'Seismic Methods' }),
    ]);
    const tutorials = vi.fn(async () => [
      tutorial(1, { category: 'geophysics', title: 'Refraction surveys' }),
    ]);
    const reads = fakeReads({
      courses: { list: courses },
      tutorials: { list: tutorials },
      resources: {
        list: async () => [
          resource(1, { category: 'geophysics', title: 'USGS earthquake map' }),
          resource(2, { category: 'pure-physics', title: 'Feynman lectures' }),
        ],
      },
    });
    renderAcademics('/academics/category/geophysics', testContext(reads));
    expect(await screen.findByRole('heading', { level: 1, name: 'Geophysics' })).toBeVisible();
    expect(screen.getByText(/Seismology, gravity and magnetic methods/)).toBeVisible();

    const level100 = screen.getByRole('region', { name: /100L/ });
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

    expect(screen.getByText('Refraction surveys')).toBeVisible();
    expect(screen.getByText('USGS earthquake map')).toBeVisible();
    expect(screen.queryByText('Feynman lectures')).toBeNull();
    expect(courses).toHaveBeenCalledWith({ category: 'geophysics' });
    expect(tutorials).toHaveBeenCalledWith({ category: 'geophysics' });
  });

  it('shows the not-found page for an unknown category, reading nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const courses = vi.fn(async () => []);
    renderAcademics(
      '/academics/category/chemistry',
      testContext(fakeReads({ courses: { list: courses } })),
    );
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(courses).not.toHaveBeenCalled();
  });
});
