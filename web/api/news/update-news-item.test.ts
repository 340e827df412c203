import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { fakeApi } from '@/test/api';
import { newsItem } from '@/features/news-events/testing/fixtures';
import { updateNewsItem } from './update-news-item';

afterEach(() => vi.unstubAllGlobals());

const values = {
  name: 'Dr. Eze',
  title: 'Lab reopens',
  summary: 'The optics lab is open again.',
  body: '',
  date: '2026-11-20',
  category: 'research' as const,
};

describe('updateNewsItem', () => {
  it('sends the text fields as typed (a blank body clears it), then the image last', async () => {
    const api = fakeApi({ 'PUT /api/academic-news/news-1': () => jsonResponse(newsItem(1)) });
    const image = new File(['jpeg'], 'lab.jpg', { type: 'image/jpeg' });
    await updateNewsItem({ id: 'news-1', values, image: { file: image } });
    const body = api.calls[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ ...values, image });
    expect(Object.keys(body)).toEqual([
      'name',
      'title',
      'summary',
      'body',
      'date',
      'category',
      'image',
    ]);
  });

  it('takes the image away as JSON with a blank image', async () => {
    const api = fakeApi({ 'PUT /api/academic-news/news-1': () => jsonResponse(newsItem(1)) });
    await updateNewsItem({ id: 'news-1', values, image: { remove: true } });
    expect(api.calls[0]?.body).toEqual({ ...values, image: '' });
  });
});
