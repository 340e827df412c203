import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Photo } from '@contract/photos';
import {
  fakeApi,
  installRadixShims,
  renderPage,
  testPhoto,
} from '@/features/gallery/test/photo-fixtures';
import { jsonResponse } from '@/test/render';
import AdminGalleryPage from './gallery';
import { formSettled } from '@/test/frames';

beforeAll(installRadixShims);
afterEach(() => {
  // Sonner replays toasts still active into the next test's toast region.
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function galleryApi({ failUpdate = false } = {}) {
  let photos: Photo[] = [
    testPhoto({ _id: 'p-quiz', name: 'Quiz bowl', label: 'The final', category: 'events' }),
    testPhoto({ _id: 'p-reunion', name: 'Reunion', label: 'Homecoming', category: 'alumni' }),
  ];
  const api = fakeApi({
    'GET /api/photos': () => jsonResponse(photos),
    'PUT /api/photos/p-quiz': ({ body }) => {
      if (failUpdate) return jsonResponse({ error: 'label: is required' }, { status: 400 });
      const changes = body as Partial<Photo>;
      // The server trims: the page must show its answer, not what was typed.
      photos = photos.map((photo) =>
        photo._id === 'p-quiz'
          ? { ...photo, ...changes, name: changes.name?.trim(), alt: changes.alt || undefined }
          : photo,
      );
      return jsonResponse(photos[0]);
    },
    'DELETE /api/photos/p-reunion': () => {
      photos = photos.filter((photo) => photo._id !== 'p-reunion');
      return new Response(null, { status: 204 });
    },
  });
  return api;
}

const renderGallery = () => renderPage(AdminGalleryPage, '/admin/gallery', '/admin/gallery');
const card = (name: string) => screen.getByRole('article', { name });

describe('/admin/gallery', { timeout: 20_000 }, () => {
  it('shows each photo with its name, label, category, Edit and Delete', async () => {
    galleryApi();
    renderGallery();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Admin Photo Gallery' }),
    ).toBeInTheDocument();
    const quiz = within(await screen.findByRole('article', { name: 'Quiz bowl' }));
    expect(quiz.getByText('The final')).toBeInTheDocument();
    expect(quiz.getByText('Events')).toBeInTheDocument();
    expect(quiz.getByRole('button', { name: 'Edit Quiz bowl' })).toBeInTheDocument();
    expect(quiz.getByRole('button', { name: 'Delete Quiz bowl' })).toBeInTheDocument();
    expect(within(card('Reunion')).getByText('Alumni')).toBeInTheDocument();
  });

  it("edits a photo in 'Edit Photo', closes on Update and shows the server's answer", async () => {
    const api = galleryApi();
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Edit Quiz bowl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Photo' });
    const form = within(dialog);
    expect(form.getByLabelText('Photo Name')).toHaveValue('Quiz bowl');
    expect(form.getByLabelText('Photo Description/Label')).toHaveValue('The final');
    expect(form.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Events');
    await user.clear(form.getByLabelText('Photo Name'));
    await user.type(form.getByLabelText('Photo Name'), '  Quiz bowl 2026  ');
    await user.type(form.getByLabelText(/Alt text/), 'Four students with a trophy');
    await user.click(form.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Honorary' }));
    await user.click(form.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: '  Quiz bowl 2026  ',
      label: 'The final',
      category: 'honorary',
      alt: 'Four students with a trophy',
    });
    const updated = within(await screen.findByRole('article', { name: 'Quiz bowl 2026' }));
    expect(updated.getByText('Honorary')).toBeInTheDocument();
    expect(updated.getByRole('img', { name: 'Four students with a trophy' })).toBeInTheDocument();
    expect(await screen.findByText('Saved changes to “Quiz bowl 2026”.')).toBeInTheDocument();
  }, 15000);

  it('wants a label, asks before Cancel discards a change, and closes without saving', async () => {
    const api = galleryApi();
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Edit Quiz bowl' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Edit Photo' }));
    await formSettled();
    await user.clear(dialog.getByLabelText('Photo Description/Label'));
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await dialog.findByText('Enter a description or label.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(dialog.getByLabelText('Photo Description/Label')).toHaveValue('');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Edit Quiz bowl' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Edit Photo' }));
    expect(dialog.getByLabelText('Photo Description/Label')).toHaveValue('The final');
  });

  it('says what failed when an update fails, and offers to edit again', async () => {
    galleryApi({ failUpdate: true });
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Edit Quiz bowl' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Photo' }));
    await user.type(dialog.getByLabelText('Photo Name'), '!');
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Failed to update photo. label: is required'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit again' }));
    const again = within(await screen.findByRole('dialog', { name: 'Edit Photo' }));
    expect(again.getByLabelText('Photo Name')).toHaveValue('Quiz bowl!');
  });

  it('says so, inline and in a toast, when the photos cannot be loaded', async () => {
    fakeApi({
      'GET /api/photos': () => jsonResponse({ error: 'Database unavailable' }, { status: 503 }),
    });
    renderGallery();
    expect(
      await screen.findByText('Error loading photos: Database unavailable'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to load the photos. Database unavailable'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('removes a deleted photo at once and brings it back with Undo, deleting nothing', async () => {
    const api = galleryApi();
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Delete Reunion' }));
    expect(screen.queryByRole('article', { name: 'Reunion' })).not.toBeInTheDocument();
    expect(await screen.findByText('Deleted “Reunion”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: 'Reunion' })).toBeInTheDocument();
    expect(await screen.findByText('Photo restored.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('deletes on the server once the Undo toast has gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = galleryApi();
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Delete Reunion' }));
    await screen.findByText('Deleted “Reunion”.');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(7000);
    });
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: '/api/photos/p-reunion' }),
      ),
    );
    expect(screen.queryByRole('article', { name: 'Reunion' })).not.toBeInTheDocument();
  });

  it('sends a waiting delete straight away when staff leave the page', async () => {
    const api = galleryApi();
    const { user, router } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Delete Reunion' }));
    await act(() => router.navigate('/admin'));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: '/api/photos/p-reunion' }),
      ),
    );
  });
});
