import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { VIEWED_TUTORIALS_KEY } from '@/features/academics/api/record-tutorial-view';
import { stubApi } from '@/test/fake-api';
import { notesTutorial, tutorial } from '@/features/academics/testing/fixtures';
import { preloadRoutes, renderAcademics } from '@/features/academics/testing/routes';
import { MY_CATEGORY_LEVEL_KEY } from '@/lib/my-category-level';

beforeAll(preloadRoutes, 30_000);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const all = [
  tutorial(1, { title: 'Projectile motion', keywords: ['kinematics'], lecturer: 'Dr. Eze' }),
  notesTutorial(2, { title: "Gauss's law", description: 'Choosing a Gaussian surface.' }),
  tutorial(3, { title: 'Transistor biasing', category: 'industrial-physics', level: '200L' }),
];

/** The server's filter, as GET /api/tutorials/filter answers it. */
function filterApi() {
  return stubApi({
    'GET /api/tutorials/filter': ({ search }) => {
      const params = new URLSearchParams(search);
      return jsonResponse(
        all.filter(
          (item) =>
            (!params.get('category') || item.category === params.get('category')) &&
            (!params.get('level') || item.level === params.get('level')),
        ),
      );
    },
  });
}

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const count = () => screen.getByText(/^\d+ tutorials?$/);

describe('/academics/tutorials', { timeout: 20_000 }, () => {
  it('lists every tutorial, filters by category and level through the API, and searches', async () => {
    const { calls } = filterApi();
    const { user, router } = renderAcademics('/academics/tutorials');
    await heading('Tutorials & Workshops');
    expect(await screen.findByText('Projectile motion')).toBeVisible();
    expect(count()).toHaveTextContent('3 tutorials');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      'Industrial Physics',
    );
    await waitFor(() => expect(count()).toHaveTextContent('1 tutorial'));
    expect(screen.getByText('Transistor biasing')).toBeVisible();
    expect(calls.at(-1)).toMatchObject({
      path: '/api/tutorials/filter',
      search: '?category=industrial-physics',
    });
    expect(router.state.location.search).toBe('?category=industrial-physics');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All categories');
    await waitFor(() => expect(count()).toHaveTextContent('3 tutorials'));

    await user.type(screen.getByRole('searchbox', { name: 'Search tutorials' }), 'gaussian');
    await waitFor(() => expect(count()).toHaveTextContent('1 tutorial'));
    expect(screen.getByText("Gauss's law")).toBeVisible();
    await user.clear(screen.getByRole('searchbox', { name: 'Search tutorials' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tutorials' }), 'kinematics eze');
    await waitFor(() => expect(count()).toHaveTextContent('1 tutorial'));
    expect(screen.getByText('Projectile motion')).toBeVisible();
  });

  it('opens on the remembered category and level, and says when nothing matches', async () => {
    localStorage.setItem(MY_CATEGORY_LEVEL_KEY, '{"category":"geophysics","level":"400L"}');
    const { calls } = filterApi();
    const { user } = renderAcademics('/academics/tutorials');
    await heading('Tutorials & Workshops');
    expect(await screen.findByText('No tutorials match')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/tutorials/filter')?.search).toBe(
      '?category=geophysics&level=400L',
    );
    await user.click(screen.getByRole('button', { name: 'Show every tutorial' }));
    await waitFor(() => expect(count()).toHaveTextContent('3 tutorials'));
  });
});

describe('/tutorials/{id}', { timeout: 20_000 }, () => {
  it('embeds the video, shows lecturer, level, duration and views, and counts the visit once', async () => {
    const video = tutorial(1, {
      title: 'Projectile motion',
      videoUrl: 'https://vimeo.com/76979871',
      pdfUrl: `/media/d/${'d'.repeat(64)}.pdf`,
      views: 41,
      lecturer: 'Dr. Eze',
      duration: '42:10',
      comments: [{ id: 'c', author: 'Ada', date: '2026-11-20T00:00:00.000Z', content: 'Thanks!' }],
    });
    const api = stubApi({
      'GET /api/tutorials/tutorial-1': () => jsonResponse(video),
      'POST /api/tutorials/tutorial-1/views': () => jsonResponse({ views: 42, counted: true }),
    });
    const first = renderAcademics('/tutorials/tutorial-1');
    await heading('Projectile motion');
    expect(screen.getByTitle('Video: Projectile motion')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    const about = screen.getByRole('complementary', { name: 'About this tutorial' });
    expect(within(about).getByText('Dr. Eze')).toBeVisible();
    expect(within(about).getByText('100L')).toBeVisible();
    expect(within(about).getByText('42:10')).toBeVisible();
    expect(await within(about).findByText('42 views')).toBeVisible();
    expect(within(about).getByRole('link', { name: 'Download Notes' })).toHaveAttribute(
      'href',
      `/media/d/${'d'.repeat(64)}.pdf?name=Projectile-motion`,
    );
    expect(screen.getByText('Thanks!')).toBeVisible();
    expect(JSON.parse(localStorage.getItem(VIEWED_TUTORIALS_KEY) ?? '[]')).toEqual(['tutorial-1']);
    first.unmount();

    // A second visit from this browser is not counted again.
    renderAcademics('/tutorials/tutorial-1');
    await heading('Projectile motion');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('plays a YouTube link in the privacy-enhanced player', async () => {
    stubApi({
      'GET /api/tutorials/tutorial-4': () =>
        jsonResponse(tutorial(4, { title: 'Ohm', videoUrl: 'https://youtu.be/abc123XYZ_0' })),
      'POST /api/tutorials/tutorial-4/views': () => jsonResponse({ views: 1, counted: true }),
    });
    renderAcademics('/tutorials/tutorial-4');
    await heading('Ohm');
    expect(screen.getByTitle('Video: Ohm')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123XYZ_0?rel=0',
    );
    expect(document.querySelector('video')).toBeNull();
  });

  it('plays any other video file in the native player, with a link to it', async () => {
    const url = 'https://cdn.example.org/lecture.mp4';
    stubApi({
      'GET /api/tutorials/tutorial-5': () =>
        jsonResponse(tutorial(5, { title: 'Kirchhoff', videoUrl: url })),
      'POST /api/tutorials/tutorial-5/views': () => jsonResponse({ views: 1, counted: true }),
    });
    renderAcademics('/tutorials/tutorial-5');
    await heading('Kirchhoff');
    const player = screen.getByLabelText('Video: Kirchhoff');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', url);
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(document.querySelector('iframe')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Open the video file: Kirchhoff (opens in a new tab)' }),
    ).toHaveAttribute('href', url);
  });

  it('shows the not-found page for an unknown tutorial', async () => {
    stubApi({});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAcademics('/tutorials/nope');
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }, { timeout: 5000 }),
    ).toBeVisible();
  });
});
