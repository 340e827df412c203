import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsItem, upcomingEvent } from '@/features/news-events/testing/fixtures';
import { renderPublicPages } from '@/features/news-events/testing/routes';
import { testStaffUser } from '@/test/admin';
import { fakeReads, testContext } from '@/test/fake-reads';
import { loader as eventLoader } from './event';
import { loader as newsLoader } from './news-article';

// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.restoreAllMocks());

/** A staff preview of a draft or scheduled item (ADR 0020): `?preview=1` with a staff session. */
const draft = newsItem(7, { title: 'Draft dark-matter talk', status: 'draft' });
const scheduled = upcomingEvent(7, {
  title: 'Scheduled star party',
  publishAt: '2099-01-01T00:00:00.000Z',
});
const reads = () =>
  fakeReads({
    news: { item: vi.fn(async () => undefined), preview: vi.fn(async () => draft) },
    upcomingEvents: { item: vi.fn(async () => undefined), preview: vi.fn(async () => scheduled) },
  });

const args = (url: string, staff: boolean, publicReads = reads()) => ({
  params: { id: 'x' },
  request: new Request(`https://physics.example.edu${url}`),
  context: { ...testContext(publicReads), staff: staff ? testStaffUser() : null },
});

/** What a loader answered with data(): its value and headers. */
const unwrap = (answer: unknown) =>
  answer as { data: { preview: boolean }; init?: { headers?: Record<string, string> } };

describe('the staff preview of news and events', () => {
  it('reads a draft for staff, flags the preview and keeps it out of every cache', async () => {
    const answer = unwrap(await newsLoader(args('/news/x?preview=1', true) as never));
    expect(answer.data).toMatchObject({ item: draft, preview: true });
    expect(answer.init?.headers).toEqual({ 'cache-control': 'private, no-store' });
    const event = unwrap(await eventLoader(args('/events/x?preview=1', true) as never));
    expect(event.data).toMatchObject({ event: scheduled, preview: true });
  });

  it('ignores ?preview for a visitor, and staff without it read the public page', async () => {
    for (const [url, staff] of [
      ['/news/x?preview=1', false],
      ['/news/x', true],
    ] as const) {
      const publicReads = reads();
      await expect(newsLoader(args(url, staff, publicReads) as never)).rejects.toMatchObject({
        init: { status: 404 },
      });
      expect(publicReads.news.preview).not.toHaveBeenCalled();
    }
  });

  it('shows the preview banner above the article', async () => {
    renderPublicPages('/news/x?preview=1', {
      ...testContext(reads()),
      staff: testStaffUser(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft dark-matter talk' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Preview — not public yet');
  });
});
