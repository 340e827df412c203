import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '@contract/news';
import type { UpcomingEvent } from '@contract/upcoming-events';
import { fakeApi } from '@/test/api';
import { installRadixShims } from '@/test/jsdom-shims';
import { jsonResponse } from '@/test/render';
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

/** Drafts and scheduling in the admin's news and events (issue 20, ADR 0020). */
const later = '2099-03-04T09:30:00.000Z';

function publishingApi() {
  const news: NewsItem[] = [
    newsItem(3, { title: 'Draft notice', status: 'draft' }),
    newsItem(2, { title: 'Scheduled notice', publishAt: later }),
    newsItem(1, { title: 'Public notice' }),
  ];
  const events: UpcomingEvent[] = [upcomingEvent(1, { title: 'Draft seminar', status: 'draft' })];
  return fakeApi({
    'GET /api/academic-news': () => jsonResponse(newsPage(news)),
    'GET /api/upcoming-events': () => jsonResponse(eventsPage(events)),
    'POST /api/academic-news': () =>
      jsonResponse(newsItem(9, { _id: 'news-new' }), { status: 201 }),
    'PUT /api/academic-news/news-2': () => jsonResponse(news[1]),
    'POST /api/upcoming-events': () =>
      jsonResponse(upcomingEvent(9, { _id: 'event-new' }), { status: 201 }),
  });
}

const row = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

/** The local time a datetime-local input shows for `iso`, as the browser would. */
function localInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

async function fillNews(dialog: HTMLElement, user: ReturnType<typeof renderAdminEvents>['user']) {
  await user.type(within(dialog).getByLabelText('Author name'), 'Dr. Eze');
  await user.type(within(dialog).getByLabelText('Title'), 'Lab reopens');
  await user.type(within(dialog).getByLabelText('Summary'), 'The optics lab is open again.');
  await user.type(within(dialog).getByLabelText('Date'), '2026-11-20');
}

async function choose(
  dialog: HTMLElement,
  user: ReturnType<typeof renderAdminEvents>['user'],
  status: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: status }));
}

describe('/admin/events publishing', { timeout: 20_000 }, () => {
  it('lists drafts and scheduled items with their badges and a preview link, asking for drafts', async () => {
    const api = publishingApi();
    renderAdminEvents();
    await screen.findByRole('heading', { name: 'Draft notice' });
    expect(within(row('Draft notice')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('Scheduled notice')).getByText(/Scheduled for/)).toBeInTheDocument();
    expect(within(row('Public notice')).getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview “Draft notice”' })).toHaveAttribute(
      'href',
      '/news/news-3?preview=1',
    );
    const read = api.calls.find((call) => call.path === '/api/academic-news');
    expect(new URLSearchParams(read?.search).get('includeDrafts')).toBe('true');
  });

  it('creates a draft: status draft and no time', async () => {
    const api = publishingApi();
    const { user } = renderAdminEvents();
    await screen.findByRole('heading', { name: 'Draft notice' });
    await user.click(screen.getByRole('button', { name: 'Add News' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New News' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent(
      'Publish now',
    );
    await fillNews(dialog, user);
    await choose(dialog, user, 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ title: 'Lab reopens', status: 'draft' });
    expect(post?.body).not.toHaveProperty('publishAt');
  });

  it('schedules: the time is required, checked, and sent as UTC', async () => {
    const api = publishingApi();
    const { user } = renderAdminEvents();
    await screen.findByRole('heading', { name: 'Draft notice' });
    await user.click(screen.getByRole('button', { name: 'Add News' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New News' });
    await fillNews(dialog, user);
    expect(within(dialog).queryByLabelText('Publish at')).not.toBeInTheDocument();
    await choose(dialog, user, 'Schedule');
    const when = within(dialog).getByLabelText('Publish at');
    expect(when).toHaveAttribute('type', 'datetime-local');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Publish at is required to schedule'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(when, { target: { value: '2099-03-04T10:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      status: 'published',
      publishAt: new Date('2099-03-04T10:30').toISOString(),
    });
  });

  it('opens a scheduled item’s form on Schedule with its local time', async () => {
    const api = publishingApi();
    const { user } = renderAdminEvents();
    await screen.findByRole('heading', { name: 'Scheduled notice' });
    await user.click(screen.getByRole('button', { name: 'Edit “Scheduled notice”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit News' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Schedule');
    expect(within(dialog).getByLabelText('Publish at')).toHaveValue(localInput(later));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      status: 'published',
      publishAt: later,
    });
  });

  it('shows an event draft’s badge and sends an event’s status', async () => {
    const api = publishingApi();
    const { user } = renderAdminEvents();
    await screen.findByRole('heading', { name: 'Draft notice' });
    await user.click(screen.getByRole('tab', { name: 'Upcoming Events' }));
    await screen.findByRole('heading', { name: 'Draft seminar' });
    expect(within(row('Draft seminar')).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview “Draft seminar”' })).toHaveAttribute(
      'href',
      '/events/event-1?preview=1',
    );
    const read = api.calls.find((call) => call.path === '/api/upcoming-events');
    expect(new URLSearchParams(read?.search).get('includeDrafts')).toBe('true');
  });
});
