import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '@contract/news';
import type { UpcomingEvent } from '@contract/upcoming-events';
import { jsonResponse } from '@/test/render';
import { fakeApi, type ApiHandler } from '@/test/api';
import { installRadixShims } from '@/test/jsdom-shims';
import {
  eventsPage,
  newsItem,
  newsPage,
  upcomingEvent,
} from '@/features/news-events/testing/fixtures';
import { renderAdminEvents } from '@/features/news-events/testing/routes';

beforeAll(installRadixShims);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Body = Record<string, FormDataEntryValue>;

/** A small in-memory news and events API. */
function contentApi(overrides: Record<string, ApiHandler> = {}) {
  let news: NewsItem[] = [
    newsItem(3, { title: 'Exam timetable released', category: 'academic' }),
    newsItem(2, { title: 'Welcome week' }),
  ];
  let events: UpcomingEvent[] = [
    upcomingEvent(1, {
      title: 'Quantum Workshop',
      registrationLink: 'https://forms.example.org/q',
    }),
    upcomingEvent(2, { title: 'Quiz Bowl' }),
  ];
  return fakeApi({
    'GET /api/academic-news': () => jsonResponse(newsPage(news)),
    'GET /api/upcoming-events': () => jsonResponse(eventsPage(events)),
    'POST /api/academic-news': ({ body }) => {
      const fields = body as Body;
      const created = newsItem(50, {
        _id: 'news-new',
        name: String(fields.name),
        title: String(fields.title),
        summary: String(fields.summary),
        date: `${String(fields.date)}T00:00:00.000Z`,
        category: String(fields.category) as NewsItem['category'],
        ...(fields.image ? { image: `/media/i/${'b'.repeat(64)}.jpg` } : {}),
      });
      news = [created, ...news];
      return jsonResponse(created, { status: 201 });
    },
    'PUT /api/academic-news/news-3': ({ body }) => {
      const fields = body as Body;
      const updated = {
        ...news[0]!,
        title: String(fields.title),
        date: `${String(fields.date)}T00:00:00.000Z`,
      };
      news = news.map((item) => (item._id === updated._id ? updated : item));
      return jsonResponse(updated);
    },
    'DELETE /api/academic-news/news-2': () => {
      news = news.filter((item) => item._id !== 'news-2');
      return new Response(null, { status: 204 });
    },
    'POST /api/upcoming-events': ({ body }) => {
      const fields = body as Body;
      const created = upcomingEvent(60, {
        _id: 'event-new',
        title: String(fields.title),
        date: `${String(fields.date)}T00:00:00.000Z`,
        time: String(fields.time),
        location: String(fields.location),
        organizer: String(fields.organizer),
        description: String(fields.description),
        ...(fields.registrationLink ? { registrationLink: String(fields.registrationLink) } : {}),
      });
      events = [...events, created];
      return jsonResponse(created, { status: 201 });
    },
    'DELETE /api/upcoming-events/event-2': () => {
      events = events.filter((event) => event._id !== 'event-2');
      return new Response(null, { status: 204 });
    },
    ...overrides,
  });
}

const newsRows = () =>
  within(screen.getByRole('region', { name: 'Academic News' })).getAllByRole('listitem');

async function openNewsTab() {
  const rendered = renderAdminEvents();
  await screen.findByRole('heading', { name: 'Exam timetable released' });
  return rendered;
}

// Typing through whole forms takes a while on a busy machine.
describe('/admin/events', { timeout: 20_000 }, () => {
  it('shows the title, both tabs, Loading... and the news with named edit and delete buttons', async () => {
    contentApi();
    renderAdminEvents();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Events & News Management' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Academic News', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming Events' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Exam timetable released' });
    expect(
      screen.getByRole('button', { name: 'Edit “Exam timetable released”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete “Welcome week”' })).toBeInTheDocument();
  });

  it('checks the news form, creates the item, puts it first and closes the dialog', async () => {
    const api = contentApi();
    const { user } = await openNewsTab();
    await user.click(screen.getByRole('button', { name: 'Add News' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New News' });

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Author name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Summary is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Author name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Author name'), 'Dr. Eze');
    await user.type(within(dialog).getByLabelText('Title'), 'Lab reopens');
    await user.type(within(dialog).getByLabelText('Summary'), 'The optics lab is open again.');
    await user.type(within(dialog).getByLabelText('Date'), '2026-11-20');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Research' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'Dr. Eze',
      title: 'Lab reopens',
      summary: 'The optics lab is open again.',
      date: '2026-11-20',
      category: 'research',
    });
    expect(
      within(newsRows()[0]!).getByRole('heading', { name: 'Lab reopens' }),
    ).toBeInTheDocument();
  });

  it('keeps the dialog open with the error in red when the server refuses', async () => {
    contentApi({
      'POST /api/academic-news': () => new Response('', { status: 500 }),
    });
    const { user } = await openNewsTab();
    await user.click(screen.getByRole('button', { name: 'Add News' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New News' });
    await user.type(within(dialog).getByLabelText('Author name'), 'A');
    await user.type(within(dialog).getByLabelText('Title'), 'B');
    await user.type(within(dialog).getByLabelText('Summary'), 'C');
    await user.type(within(dialog).getByLabelText('Date'), '2026-11-20');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create academic news');
    expect(alert.className).toMatch(/text-red/);
    expect(screen.getByRole('dialog', { name: 'Add New News' })).toBeInTheDocument();
  });

  it('shows the server’s field message next to its field', async () => {
    contentApi({
      'POST /api/academic-news': () =>
        jsonResponse(
          {
            error: 'title: must be at most 200 characters',
            fields: { title: 'must be at most 200 characters' },
          },
          { status: 400 },
        ),
    });
    const { user } = await openNewsTab();
    await user.click(screen.getByRole('button', { name: 'Add News' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New News' });
    await user.type(within(dialog).getByLabelText('Author name'), 'A');
    await user.type(within(dialog).getByLabelText('Title'), 'B');
    await user.type(within(dialog).getByLabelText('Summary'), 'C');
    await user.type(within(dialog).getByLabelText('Date'), '2026-11-20');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Title must be at most 200 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('uploads a chosen image with the form and shows the upload progress', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = contentApi();
    const create = api.handlers['POST /api/academic-news']!;
    api.handlers['POST /api/academic-news'] = async (call) => {
      await held;
      return create(call);
    };
    const { user } = await openNewsTab();
    await user.click(screen.getByRole('button', { name: 'Add News' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New News' });
    await user.type(within(dialog).getByLabelText('Author name'), 'A');
    await user.type(within(dialog).getByLabelText('Title'), 'With a picture');
    await user.type(within(dialog).getByLabelText('Summary'), 'C');
    await user.type(within(dialog).getByLabelText('Date'), '2026-11-20');
    const photo = new File([new Uint8Array([1, 2, 3])], 'lab.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(/^Image/), photo);
    expect(
      await within(dialog).findByRole('img', { name: 'Preview of the chosen image' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(
      await within(dialog).findByRole('progressbar', { name: 'Uploading image' }),
    ).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.calls.find((call) => call.method === 'POST');
    expect((post?.body as Body).image).toBeInstanceOf(File);
  });

  it('refuses a file that is not an image', async () => {
    contentApi();
    const { user } = await openNewsTab();
    await user.click(screen.getByRole('button', { name: 'Add News' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New News' });
    const input = within(dialog).getByLabelText(/^Image/);
    // A picker set to 'All files' lets any file through accept=.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(dialog).findByText(/Please choose an image file/)).toBeInTheDocument();
  });

  it('fills the edit form (the date cut at the T), updates the item in place and closes', async () => {
    const api = contentApi();
    const { user } = await openNewsTab();
    await user.click(screen.getByRole('button', { name: 'Edit “Exam timetable released”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit News' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-10-04');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Exam timetable released');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'Academic',
    );
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Exam timetable, revised');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'PUT')?.path).toBe('/api/academic-news/news-3');
    expect(
      within(newsRows()[0]!).getByRole('heading', { name: 'Exam timetable, revised' }),
    ).toBeInTheDocument();
    expect(newsRows()).toHaveLength(2);
  });

  it('asks before deleting news, and Cancel keeps the item', async () => {
    const api = contentApi();
    const { user } = await openNewsTab();
    await user.click(screen.getByRole('button', { name: 'Delete “Welcome week”' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this news item?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete “Welcome week”' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Welcome week' })).not.toBeInTheDocument();
  });

  it('keeps the confirmation open with the reason when a delete fails', async () => {
    contentApi({ 'DELETE /api/academic-news/news-2': () => new Response('', { status: 502 }) });
    const { user } = await openNewsTab();
    await user.click(screen.getByRole('button', { name: 'Delete “Welcome week”' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText('Failed to delete academic news')).toBeInTheDocument();
    // Still listed (behind the modal confirmation, so out of the accessibility tree for now).
    expect(screen.getByText('Welcome week')).toBeInTheDocument();
  });

  it('lists events with their registration links, creates one first and deletes after confirming', async () => {
    const api = contentApi();
    const { user, router } = await openNewsTab();
    await user.click(screen.getByRole('tab', { name: 'Upcoming Events' }));
    expect(router.state.location.search).toBe('?tab=events');
    const region = await screen.findByRole('region', { name: 'Upcoming Events' });
    await within(region).findByRole('heading', { name: 'Quiz Bowl' });
    const link = within(region).getByRole('link', { name: 'Register for this event →' });
    expect(link).toHaveAttribute('href', 'https://forms.example.org/q');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(region).getAllByRole('link', { name: 'Register for this event →' })).toHaveLength(
      1,
    );

    await user.click(within(region).getByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Event' });
    await user.type(within(dialog).getByLabelText('Title'), 'Star party');
    await user.type(within(dialog).getByLabelText('Date'), '2026-12-20');
    await user.type(within(dialog).getByLabelText('Time'), '8:00 PM');
    await user.type(within(dialog).getByLabelText('Location'), 'Sports field');
    await user.type(within(dialog).getByLabelText('Organizer'), 'Astro club');
    await user.type(within(dialog).getByLabelText('Description'), 'Telescopes out.');
    await user.type(within(dialog).getByLabelText(/Registration link/), 'not a link');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Registration link must be an http(s) URL'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Registration link/));
    await user.type(
      within(dialog).getByLabelText(/Registration link/),
      'https://forms.example.org/stars',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rows = within(region).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('heading', { name: 'Star party' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      registrationLink: 'https://forms.example.org/stars',
    });

    await user.click(within(region).getByRole('button', { name: 'Delete “Quiz Bowl”' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this event?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(region).queryByRole('heading', { name: 'Quiz Bowl' })).not.toBeInTheDocument(),
    );
  });

  it('shows the fallback message when the event list fails, and Try Again', async () => {
    contentApi({ 'GET /api/upcoming-events': () => new Response('', { status: 404 }) });
    renderAdminEvents('/admin/events?tab=events');
    expect(
      await screen.findByText('Error loading upcoming events: Failed to fetch upcoming events'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('asks before closing the news form only when something in it changed', async () => {
    contentApi();
    const { user } = await openNewsTab();
    await user.click(screen.getByRole('button', { name: 'Edit “Exam timetable released”' }));
    await screen.findByRole('dialog', { name: 'Edit News' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit “Exam timetable released”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit News' });
    await user.type(within(dialog).getByLabelText('Title'), '!');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Exam timetable released!');
  });

  it('shows a server message about the stored image under the event’s image, focused', async () => {
    contentApi({
      'POST /api/upcoming-events': () =>
        jsonResponse(
          {
            error: 'imageUrl: must be an http(s) URL',
            fields: { imageUrl: 'must be an http(s) URL' },
          },
          { status: 400 },
        ),
    });
    const { user } = await openNewsTab();
    await user.click(screen.getByRole('tab', { name: 'Upcoming Events' }));
    await user.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Event' });
    await user.type(within(dialog).getByLabelText('Title'), 'Lab tour');
    await user.type(within(dialog).getByLabelText('Date'), '2026-12-01');
    await user.type(within(dialog).getByLabelText('Time'), '10:00 AM');
    await user.type(within(dialog).getByLabelText('Location'), 'Physics lab');
    await user.type(within(dialog).getByLabelText('Organizer'), 'The chapter');
    await user.type(within(dialog).getByLabelText('Description'), 'A walk through the lab.');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Image must be an http(s) URL')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Image (optional)')).toHaveFocus();
  });
});
