import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, installRadixShims, testPhoto } from '@/features/gallery/test/photo-fixtures';
import { renderPage } from '@/features/gallery/test/photo-fixtures';
import { ApiError } from '@/lib/api-client';
import { compressImage } from '@/lib/compress-image';
import { uploadForm, type UploadOptions } from '@/lib/upload';
import UploadPage from './upload';

vi.mock('@/lib/compress-image', () => ({ compressImage: vi.fn() }));
vi.mock('@/lib/upload', () => ({ uploadForm: vi.fn() }));

const compress = vi.mocked(compressImage);
const upload = vi.mocked(uploadForm);

beforeAll(installRadixShims);
beforeEach(() => {
  fakeApi({});
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  compress.mockImplementation(async (file) => ({
    file: new File([new Uint8Array(100)], 'compressed.jpg', { type: 'image/jpeg' }),
    compressed: true,
    message: `Compressed: ${(file.size / 1048576).toFixed(2)} MB → 0.50 MB (80% smaller)`,
  }));
});
afterEach(() => {
  // Sonner replays toasts still active into the next test's toast region.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** A file whose first bytes are a JPEG's, about `megabytes` big. */
const jpeg = (name = 'team.jpg', megabytes = 2.5) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(megabytes * 1048576)], name, {
    type: 'image/jpeg',
  });

const renderUpload = () => renderPage(UploadPage, '/admin/upload', '/admin/upload');
const picker = () => screen.getByLabelText('Select Photo (will be automatically compressed)');

// Choosing, compressing and sending files takes a while on a busy machine.
describe('/admin/upload', { timeout: 20_000 }, () => {
  it('shows the form as the spec describes it', async () => {
    renderUpload();
    expect(screen.getByRole('heading', { level: 1, name: 'Upload New Photo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Gallery →' })).toHaveAttribute(
      'href',
      '/admin/gallery',
    );
    expect(picker()).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Alumni');
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeInTheDocument();
    const tips = within(screen.getByRole('complementary', { name: 'Tips' }));
    expect(tips.getByText(/at most 1200x800/)).toBeInTheDocument();
    expect(tips.getByText(/JPEG at 80% quality/)).toBeInTheDocument();
    expect(tips.getByText(/aspect ratio is always kept/)).toBeInTheDocument();
    expect(tips.getByText(/60-80% smaller/)).toBeInTheDocument();
  });

  it('lists the category options Alumni, Executives, Honorary and Events', async () => {
    const { user } = renderUpload();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Alumni',
      'Executives',
      'Honorary',
      'Events',
    ]);
  });

  it('asks for a photo, then for its name and label', async () => {
    const { user } = renderUpload();
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByText('Select a photo to upload.')).toBeInTheDocument();

    await user.upload(picker(), jpeg());
    expect(
      await screen.findByText('Compressed: 2.50 MB → 0.50 MB (80% smaller)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Compressed preview of team.jpg' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByText('Enter a name for the photo.')).toBeInTheDocument();
    expect(screen.getByText('Enter a description or label.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Photo Name')).toHaveFocus());
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads the compressed file with progress, then starts again from scratch', async () => {
    let finish: (value: unknown) => void = () => undefined;
    let options: UploadOptions = {};
    upload.mockImplementation((_url, _body, given) => {
      options = given ?? {};
      return new Promise((resolve) => (finish = resolve));
    });
    const { user } = renderUpload();
    await user.upload(picker(), jpeg());
    await screen.findByText(/^Compressed:/);
    await user.type(screen.getByLabelText('Photo Name'), 'Council');
    await user.type(screen.getByLabelText('Photo Description/Label'), 'Sworn in');
    await user.type(screen.getByLabelText(/Alt text/), 'Eight students on a stage');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Executives' }));
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeInTheDocument();
    const [url, body] = upload.mock.calls[0]!;
    expect(url).toBe('/api/photos');
    const form = body as FormData;
    expect(form.get('name')).toBe('Council');
    expect(form.get('label')).toBe('Sworn in');
    expect(form.get('category')).toBe('executives');
    expect(form.get('alt')).toBe('Eight students on a stage');
    expect((form.get('photo') as File).name).toBe('compressed.jpg');

    options.onProgress?.(0.4);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    finish(testPhoto({ name: 'Council', label: 'Sworn in', category: 'executives' }));
    expect(await screen.findByText('Photo uploaded successfully!')).toBeInTheDocument();
    expect(screen.queryByLabelText('Photo Name')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Alumni');
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeInTheDocument();
  });

  it("says 'Failed to upload photo.' with the server's reason, and keeps the photo", async () => {
    upload.mockRejectedValue(
      new ApiError('Unsupported image type: use JPEG, PNG, WebP, AVIF or GIF', {
        status: 415,
        code: 'http',
      }),
    );
    const { user } = renderUpload();
    await user.upload(picker(), jpeg());
    await screen.findByText(/^Compressed:/);
    await user.type(screen.getByLabelText('Photo Name'), 'Council');
    await user.type(screen.getByLabelText('Photo Description/Label'), 'Sworn in');
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    const message =
      'Failed to upload photo. Unsupported image type: use JPEG, PNG, WebP, AVIF or GIF';
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2)); // toast and inline
    expect(screen.getByLabelText('Photo Name')).toHaveValue('Council');
  });

  it("says only 'Failed to upload photo.' when the server gives no reason", async () => {
    upload.mockRejectedValue(
      new ApiError('Failed to upload photo.', { status: 0, code: 'network' }),
    );
    const { user } = renderUpload();
    await user.upload(picker(), jpeg());
    await screen.findByText(/^Compressed:/);
    await user.type(screen.getByLabelText('Photo Name'), 'Council');
    await user.type(screen.getByLabelText('Photo Description/Label'), 'Sworn in');
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    await waitFor(() => expect(screen.getAllByText('Failed to upload photo.')).toHaveLength(2));
  });

  it('refuses a web page renamed .jpg with a clear message', async () => {
    const { user } = renderUpload();
    const fake = new File(['<!doctype html><html><body>x</body></html>'], 'photo.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(picker(), fake);
    expect(
      await screen.findByText(
        '“photo.jpg” is not a photo this site can use: its contents are not a JPEG, PNG, WebP, AVIF or GIF image.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Photo Name')).not.toBeInTheDocument();
    expect(compress).not.toHaveBeenCalled();
  });

  it('takes several photos at once, each with its own fields, sent one after another', async () => {
    upload.mockImplementation(async () => testPhoto());
    const { user } = renderUpload();
    await user.upload(picker(), [jpeg('one.jpg'), jpeg('two.jpg')]);
    const first = await screen.findByRole('group', { name: 'Photo 1 of 2: one.jpg' });
    const second = screen.getByRole('group', { name: 'Photo 2 of 2: two.jpg' });
    await waitFor(() => expect(within(second).getByText(/^Compressed:/)).toBeInTheDocument());
    await user.type(within(first).getByLabelText('Photo Name'), 'One');
    await user.type(within(first).getByLabelText('Photo Description/Label'), 'First');
    await user.type(within(second).getByLabelText('Photo Name'), 'Two');
    await user.type(within(second).getByLabelText('Photo Description/Label'), 'Second');
    await user.click(screen.getByRole('button', { name: 'Upload 2 Photos' }));
    expect(await screen.findByText('2 photos uploaded successfully!')).toBeInTheDocument();
    expect(upload.mock.calls.map(([, body]) => (body as FormData).get('name'))).toEqual([
      'One',
      'Two',
    ]);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
