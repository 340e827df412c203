import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicReads } from '@contract/public-reads';
import {
  course,
  newsItem,
  newsPage,
  notesTutorial,
  tutorial,
} from '@/features/academics/testing/fixtures';
import { renderAcademics } from '@/features/academics/testing/routes';
import { MY_CATEGORY_LEVEL_COOKIE } from '@/lib/my-category-level';
import { fakeReads, testContext } from '@/test/fake-reads';
import { featuredCourses } from './featured-courses-section';

// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => {
  document.cookie = `${MY_CATEGORY_LEVEL_COOKIE}=; Path=/; Max-Age=0`;
  vi.restoreAllMocks();
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

type Overrides = { [K in keyof PublicReads]?: Partial<PublicReads[K]> };

/** The hub's reads (spies), answering the lists above unless told otherwise. */
function reads(overrides: Overrides = {}) {
  const read = {
    courses: vi.fn(async () => courses),
    tutorials: vi.fn(async () => tutorials),
    news: vi.fn(async () => newsPage([1, 2, 3, 4].map((n) => newsItem(n)))),
  };
  const context = testContext(
    fakeReads({
      courses: { list: read.courses },
      tutorials: { list: read.tutorials },
      news: { page: read.news },
      ...overrides,
    }),
  );
  return { read, context };
}

const section = (name: string) => screen.getByRole('region', { name });

/** Opens the hub and waits for the page to be on screen. */
async function open(context = reads().context) {
  const rendered = renderAcademics('/academics', context);
  await screen.findByRole('heading', { level: 1, name: 'Academics Hub' });
  return rendered;
}

describe('/academics', { timeout: 20_000 }, () => {
  it('shows the header, the specializations with their levels and links, and quick access', async () => {
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
    const { read, context } = reads();
    await open(context);
    const news = section('Academic News');
    expect(within(news).getByRole('heading', { name: 'News item 1' })).toBeVisible();
    expect(within(news).getAllByRole('article')).toHaveLength(4);
    expect(within(news).getByRole('link', { name: 'View All News' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(read.news).toHaveBeenCalledWith({ limit: 4, page: 1 });
  });

  it('shows the first 4 tutorials in their video and notes variants', async () => {
    await open();
    const list = section('Our Tutorials');
    const video = within(list)
      .getByRole('heading', { name: 'Projectile motion' })
      .closest('article')!;
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
    await open();
    const featured = section('Featured Courses');
    expect(within(featured).getByRole('link', { name: /PHY 101/ })).toHaveAttribute(
      'href',
      '/academics/course/PHY%20101',
    );
    expect(within(featured).getAllByRole('article')).toHaveLength(3);
    expect(featured).toHaveTextContent('3 credits');
  });

  it("says 'No Courses Available' with no courses, and offers Try Again when tutorials fail", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { context } = reads({
      courses: { list: async () => [] },
      tutorials: {
        list: async () => {
          throw new Error('Database is down');
        },
      },
    });
    await open(context);
    const featured = section('Featured Courses');
    expect(within(featured).getByText('No Courses Available')).toBeVisible();
    expect(within(featured).getByText('Featured courses will appear here')).toBeVisible();
    const list = section('Our Tutorials');
    expect(
      within(list).getByText('Error loading tutorials: Failed to fetch tutorials'),
    ).toBeVisible();
    // The hub is plain HTML in the browser: Try Again loads the page again.
    expect(within(list).getByRole('link', { name: 'Try Again' })).toHaveAttribute(
      'href',
      '/academics',
    );
  });

  it("narrows the tutorials to the student's remembered category and level", async () => {
    document.cookie = `${MY_CATEGORY_LEVEL_COOKIE}=geophysics.300L; Path=/`;
    const list = vi.fn(async () => [
      ...tutorials,
      tutorial(9, { title: 'Seismic refraction', category: 'geophysics', level: '300L' }),
    ]);
    const { context } = reads({ tutorials: { list } });
    const { user } = await open(context);
    const shown = section('Our Tutorials');
    expect(within(shown).getByText('Seismic refraction')).toBeVisible();
    expect(within(shown).queryByText('Projectile motion')).toBeNull();
    expect(within(shown).getByText('The newest for Geophysics, 300L.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'My category and level' })).toHaveTextContent(
      'Geophysics, 300L',
    );
    expect(within(section('Physics Specializations')).getByText('Your category')).toBeVisible();
    // The featured courses are of the student's level where there is one.
    expect(
      within(section('Featured Courses')).getByRole('link', { name: /GPH 301/ }),
    ).toBeVisible();
    await user.click(within(shown).getByRole('link', { name: /Show the newest of every/ }));
    expect(await within(section('Our Tutorials')).findByText('Projectile motion')).toBeVisible();
    // Every tutorial is read, without a filter: the page narrows them.
    expect(list).toHaveBeenLastCalledWith();
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
