import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tutorial } from '@contract/tutorials';
import { VIEWED_TUTORIALS_KEY } from '@/api/tutorials/record-tutorial-view';
import { notesTutorial, tutorial } from '@/features/academics/testing/fixtures';
import { renderAcademics, searchFor } from '@/features/academics/testing/routes';
import { MY_CATEGORY_LEVEL_COOKIE } from '@/lib/my-category-level';
import { fakeApi } from '@/test/api';
import { fakeForms, fakeReads, testContext } from '@/test/fake-reads';
import { jsonResponse } from '@/test/render';

// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie = `${MY_CATEGORY_LEVEL_COOKIE}=; Path=/; Max-Age=0`;
});

const all = [
  tutorial(1, { title: 'Projectile motion', keywords: ['kinematics'], lecturer: 'Dr. Eze' }),
  notesTutorial(2, { title: "Gauss's law", description: 'Choosing a Gaussian surface.' }),
  tutorial(3, { title: 'Transistor biasing', category: 'industrial-physics', level: '200L' }),
];

/** Every tutorial, as the loader reads them (a spy). */
function listContext(list: Tutorial[] = all) {
  const read = vi.fn(async () => list);
  return { read, context: testContext(fakeReads({ tutorials: { list: read } })) };
}

/** One tutorial page's context: `found` by its id, the view counter answering `views`. */
function tutorialContext(found: Tutorial, views = found.views + 1) {
  const api = fakeApi({
    [`POST /api/tutorials/${found._id}/views`]: () => jsonResponse({ views, counted: true }),
  });
  const item = vi.fn(async (id: string) => (id === found._id ? found : undefined));
  const forms = fakeForms();
  const context = testContext(fakeReads({ tutorials: { item } }), forms.forms);
  return { api, item, sent: forms.sent, context };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const count = () => screen.getByText(/^\d+ tutorials?$/);

describe('/academics/tutorials', { timeout: 20_000 }, () => {
  it('lists every tutorial, filters by category and level in the address, and searches', async () => {
    const { read, context } = listContext();
    const { user, location } = renderAcademics('/academics/tutorials', context);
    await heading('Tutorials & Workshops');
    expect(screen.getByText('Projectile motion')).toBeVisible();
    expect(count()).toHaveTextContent('3 tutorials');
    // Every tutorial: the page filters them.
    expect(read).toHaveBeenCalledWith();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Category' }),
      'Industrial Physics',
    );
    await waitFor(() => expect(count()).toHaveTextContent('1 tutorial'));
    expect(screen.getByText('Transistor biasing')).toBeVisible();
    expect(location().search).toBe('?category=industrial-physics');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All categories');
    await waitFor(() => expect(count()).toHaveTextContent('3 tutorials'));

    const search = screen.getByRole('searchbox', { name: 'Search tutorials' });
    await searchFor(user, search, 'gaussian');
    await waitFor(() => expect(count()).toHaveTextContent('1 tutorial'));
    expect(screen.getByText("Gauss's law")).toBeVisible();
    await searchFor(user, search, 'kinematics eze');
    await waitFor(() => expect(count()).toHaveTextContent('1 tutorial'));
    expect(screen.getByText('Projectile motion')).toBeVisible();
  });

  it('opens on the remembered category and level, and says when nothing matches', async () => {
    document.cookie = `${MY_CATEGORY_LEVEL_COOKIE}=geophysics.400L; Path=/`;
    const { user } = renderAcademics('/academics/tutorials', listContext().context);
    await heading('Tutorials & Workshops');
    expect(screen.getByText('No tutorials match')).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveDisplayValue(
      'Geophysics',
    );
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveDisplayValue('400L');
    await user.click(screen.getByRole('button', { name: 'Show every tutorial' }));
    await waitFor(() => expect(count()).toHaveTextContent('3 tutorials'));
  });

  it('offers Try Again when the tutorials cannot be read, and shows them once they can', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const list = async () => {
      if (failing) throw new Error('Database is down');
      return all;
    };
    const { user } = renderAcademics(
      '/academics/tutorials',
      testContext(fakeReads({ tutorials: { list } })),
    );
    expect(
      await screen.findByText('Error loading tutorials: Failed to fetch tutorials'),
    ).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
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
    const { api, item, context } = tutorialContext(video, 42);
    const first = renderAcademics('/tutorials/tutorial-1', context);
    await heading('Projectile motion');
    expect(item).toHaveBeenCalledWith('tutorial-1');
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
    renderAcademics('/tutorials/tutorial-1', context);
    await heading('Projectile motion');
    expect(screen.getByText('41 views')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('plays a YouTube link in the privacy-enhanced player', async () => {
    const { context } = tutorialContext(
      tutorial(4, { title: 'Ohm', videoUrl: 'https://youtu.be/abc123XYZ_0' }),
    );
    renderAcademics('/tutorials/tutorial-4', context);
    await heading('Ohm');
    expect(screen.getByTitle('Video: Ohm')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123XYZ_0?rel=0',
    );
    expect(document.querySelector('video')).toBeNull();
  });

  it('plays any other video file in the native player, with a link to it', async () => {
    const url = 'https://cdn.example.org/lecture.mp4';
    const { context } = tutorialContext(tutorial(5, { title: 'Kirchhoff', videoUrl: url }));
    renderAcademics('/tutorials/tutorial-5', context);
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

  it('renders the maths of the description and comments from the loader, and stored markup as text', async () => {
    const xss =
      '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script> $\\href{javascript:alert(1)}{x}$';
    const { context } = tutorialContext(
      notesTutorial(6, {
        title: 'Waves',
        description: 'The wave equation $u_{tt} = c^2 u_{xx}$.',
        comments: [
          { id: 'c1', author: xss, content: xss, date: '2026-11-02T00:00:00.000Z' },
          {
            id: 'c2',
            author: 'Ife',
            content: 'So $\\omega = ck$?',
            date: '2026-11-03T00:00:00.000Z',
          },
        ],
      }),
    );
    const { container } = renderAcademics('/tutorials/tutorial-6', context);
    await heading('Waves');
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeVisible();
    // KaTeX's HTML, from the loader: the description's and the comment's.
    expect(container.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(2);
    expect(
      container.querySelector('script, img:not([src^="/art/"]), a[href^="javascript"], [onerror]'),
    ).toBeNull();
    expect(screen.getAllByText(/<img src=x onerror/).length).toBeGreaterThan(0);
  });

  it('posts a comment to the page, and shows the field messages or the thanks', async () => {
    const { sent, context } = tutorialContext(notesTutorial(7, { title: 'Optics' }));
    let outcome: Awaited<ReturnType<typeof context.forms.comment>> = {
      ok: false,
      status: 400,
      error: 'comment: must be at most 2000 characters',
      fields: { comment: 'must be at most 2000 characters' },
    };
    const comment = context.forms.comment;
    context.forms.comment = async (id, values) => {
      await comment(id, values);
      return outcome;
    };
    const { user } = renderAcademics('/tutorials/tutorial-7', context);
    await heading('Optics');
    const form = screen.getByRole('form', { name: 'Add a comment' });
    await user.type(within(form).getByLabelText('Your name'), 'Ife');
    await user.type(within(form).getByLabelText('Comment'), 'Hi');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    // The contract's rule, checked before posting.
    expect(await within(form).findByText('Comment must be at least 5 characters')).toBeVisible();
    await waitFor(() => expect(within(form).getByLabelText('Comment')).toHaveFocus());
    expect(sent).toHaveLength(0);

    // The server's message, under the same field.
    await user.type(within(form).getByLabelText('Comment'), ' there');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await within(form).findByText('Comment must be at most 2000 characters')).toBeVisible();
    await waitFor(() => expect(within(form).getByLabelText('Comment')).toHaveFocus());

    outcome = { ok: true };
    await user.clear(within(form).getByLabelText('Comment'));
    await user.type(within(form).getByLabelText('Comment'), 'Great notes');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Your comment is posted.')).toBeVisible();
    expect(sent.at(-1)).toEqual({
      form: 'comment',
      values: { tutorialId: 'tutorial-7', name: 'Ife', comment: 'Great notes', website: '' },
    });
    // The comment box starts empty again; the name stays.
    await waitFor(() => expect(screen.getByLabelText('Comment')).toHaveValue(''));
    expect(screen.getByLabelText('Your name')).toHaveValue('Ife');
  });

  it('shows the not-found page for an unknown tutorial', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAcademics('/tutorials/nope');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });
});
