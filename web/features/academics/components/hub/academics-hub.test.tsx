import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { stubApi, type ApiHandler } from '@/test/fake-api';
import {
  course,
  newsItem,
  newsPage,
  notesTutorial,
  tutorial,
} from '@/features/academics/testing/fixtures';
import { preloadRoutes, renderAcademics } from '@/features/academics/testing/routes';
import { MY_CATEGORY_LEVEL_KEY } from '@/lib/my-category-level';
import { featuredCourses } from './featured-courses-section';

beforeAll(preloadRoutes, 30_000);
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const courses = [
  course('PHY 101'),
  course('PHY 201', { level: '200L' }),
  course('IPH 101', { category: 'industrial-physics' }),
  course('GPH 301', { category: 'geophysics', level: '300L' }),
];
const tutorials = [
  tutorial(1, { title: 'Projectile motion', duration: '42:10', views: 1864, lecturer: 'Dr. Eze' }),
  notesTutorial(2, { title: "Gauss's law notes" }),
  notesTutorial(3, { title: 'Notes without a file', pdfUrl: undefined }),
  tutorial(4),
  tutorial(5, { title: 'The fifth tutorial' }),
];

function api(overrides: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /api/courses': () => jsonResponse(courses),
    'GET /api/tutorials': () => jsonResponse(tutorials),
    'GET /api/academic-news': () => jsonResponse(newsPage([1, 2, 3, 4].map((n) => newsItem(n)))),
    ...overrides,
  });
}

const section = (name: string) => screen.getByRole('region', { name });

/** Opens the hub and waits for the lazy page to be on screen. */
async function open() {
  const rendered = renderAcademics('/academics');
  await screen.findByRole('heading', { level: 1, name: 'Academics Hub' }, { timeout: 5000 });
  return rendered;
}

describe('/academics', { timeout: 20_000 }, () => {
  it('shows the header, the specializations with their levels and links, and quick access', async () => {
    api();
    await open();
    const specializations = section('Physics Specializations');
    for (const [name, id] of [
      ['Pure Physics', 'pure-physics'],
      ['Industrial Physics', 'industrial-physics'],
      ['Geophysics', 'geophysics'],
    ]) {
      expect(within(specializations).getByRole('link', { name })).toHaveAttribute(
        'href',
        `/academics/category/${id}`,
      );
    }
    expect(within(specializations).getAllByRole('list', { name: 'Levels' })[0]).toHaveTextContent(
      '100L200L300L400L',
    );
    const quick = section('Quick Access');
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/academics/learning-resources', '/academics/tutorials', '/academics/calendar']);
  });

  it('shows the 4 newest news items with View All News to /events', async () => {
    const calls = api().calls;
    await open();
    const news = section('Academic News');
    expect(await within(news).findByRole('heading', { name: 'News item 1' })).toBeVisible();
    expect(within(news).getAllByRole('article')).toHaveLength(4);
    expect(within(news).getByRole('link', { name: 'View All News' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(calls.find((call) => call.path === '/api/academic-news')?.search).toBe('?limit=4');
  });

  it('shows the first 4 tutorials in their video and notes variants', async () => {
    api();
    await open();
    const list = section('Our Tutorials');
    const video = (await within(list).findByRole('heading', { name: 'Projectile motion' })).closest(
      'article',
    )!;
    expect(video).toHaveTextContent('42:10');
    expect(video).toHaveTextContent('100L');
    expect(video).toHaveTextContent('Dr. Eze');
    expect(video).toHaveTextContent('1,864 views');
    expect(within(video).getByRole('link', { name: /Watch Tutorial/ })).toHaveAttribute(
      'href',
      '/tutorials/tutorial-1',
    );
    const notes = within(list)
      .getByRole('heading', { name: "Gauss's law notes" })
      .closest('article')!;
    expect(within(notes).getByText('PDF')).toBeVisible();
    const download = within(notes).getByRole('link', { name: /Download Notes/ });
    expect(download).toHaveAttribute('href', 'https://example.org/notes-2.pdf');
    // A notes tutorial without a file has neither the badge nor the link.
    const bare = within(list)
      .getByRole('heading', { name: 'Notes without a file' })
      .closest('article')!;
    expect(within(bare).queryByText('PDF')).toBeNull();
    expect(within(bare).queryByRole('link')).toBeNull();
    expect(within(list).queryByText('The fifth tutorial')).toBeNull();
    expect(within(list).getByRole('link', { name: 'View All Tutorials' })).toHaveAttribute(
      'href',
      '/academics/tutorials',
    );
  });

  it('features one course per category, linking to its page', async () => {
    api();
    await open();
    const featured = section('Featured Courses');
    expect(await within(featured).findByRole('link', { name: /PHY 101/ })).toHaveAttribute(
      'href',
      '/academics/course/PHY%20101',
    );
    expect(within(featured).getAllByRole('article')).toHaveLength(3);
    expect(featured).toHaveTextContent('3 credits');
  });

  it("says 'No Courses Available' with no courses, and offers Try Again when tutorials fail", async () => {
    api({
      'GET /api/courses': () => jsonResponse([]),
      'GET /api/tutorials': () => jsonResponse({ error: 'Database is down' }, { status: 500 }),
    });
    await open();
    const featured = section('Featured Courses');
    expect(await within(featured).findByText('No Courses Available')).toBeVisible();
    expect(within(featured).getByText('Featured courses will appear here')).toBeVisible();
    const list = section('Our Tutorials');
    expect(
      await within(list).findByText(
        'Error loading tutorials: Database is down',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it("narrows the tutorials to the student's remembered category and level", async () => {
    localStorage.setItem(MY_CATEGORY_LEVEL_KEY, '{"category":"geophysics","level":"300L"}');
    const { calls } = api({
      'GET /api/tutorials/filter': () =>
        jsonResponse([tutorial(9, { title: 'Seismic refraction' })]),
    });
    const { user } = await open();
    const list = section('Our Tutorials');
    expect(await within(list).findByText('Seismic refraction')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/tutorials/filter')?.search).toBe(
      '?category=geophysics&level=300L',
    );
    expect(screen.getByRole('region', { name: 'My category and level' })).toHaveTextContent(
      'Geophysics, 300L',
    );
    expect(within(section('Physics Specializations')).getByText('Your category')).toBeVisible();
    await user.click(within(list).getByRole('button', { name: /Show the newest of every/ }));
    expect(await within(list).findByText('Projectile motion')).toBeVisible();
  });
});

describe('featuredCourses', () => {
  it("takes one per category, of the student's level where the category has one", () => {
    expect(featuredCourses(courses).map((item) => item.id)).toEqual([
      'PHY 101',
      'IPH 101',
      'GPH 301',
    ]);
    expect(featuredCourses(courses, '200L').map((item) => item.id)).toEqual([
      'PHY 201',
      'IPH 101',
      'GPH 301',
    ]);
    expect(featuredCourses([])).toEqual([]);
  });
});
