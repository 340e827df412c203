import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, installRadixShims } from '@/features/gallery/test/photo-fixtures';
import { renderPage } from '@/features/gallery/test/photo-fixtures';
import { ApiError } from '@/lib/api-client';
import { compressImage } from '@/lib/compress-image';
import { uploadForm } from '@/lib/upload';
import UploadPage from './upload';

vi.mock('@/lib/compress-image', () => ({ compressImage: vi.fn() }));
vi.mock('@/lib/upload', () => ({ uploadForm: vi.fn() }));

const upload = vi.mocked(uploadForm);

beforeAll(installRadixShims);
beforeEach(() => {
  fakeApi({});
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(compressImage).mockImplementation(async () => ({
    file: new File([new Uint8Array(100)], 'compressed.jpg', { type: 'image/jpeg' }),
    compressed: true,
    message: 'Compressed: 0.10 MB → 0.01 MB (90% smaller)',
  }));
});
afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(1000)], 'team.jpg', {
    type: 'image/jpeg',
  });

describe('/admin/upload, field messages', { timeout: 20_000 }, () => {
  it('checks the alt text by the contract before sending', async () => {
    const { user } = renderPage(UploadPage, '/admin/upload', '/admin/upload');
    await user.upload(screen.getByLabelText(/^Select Photo/), jpeg());
    await screen.findByText(/^Compressed:/);
    await user.type(screen.getByLabelText('Photo Name'), 'Council');
    await user.type(screen.getByLabelText('Photo Description/Label'), 'Sworn in');
    // A right-to-left override makes text read differently from how it is stored.
    await user.type(screen.getByLabelText(/Alt text/), 'Eight \u202Estudents');
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Alt text/)).toHaveAccessibleDescription(
        /Alt text must be one line without control or text-direction characters$/,
      ),
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the server’s message for a field under that photo’s field', async () => {
    upload.mockRejectedValue(
      new ApiError('Invalid request', {
        status: 400,
        code: 'http',
        fields: { label: 'must not contain control or text-direction characters' },
      }),
    );
    const { user } = renderPage(UploadPage, '/admin/upload', '/admin/upload');
    await user.upload(screen.getByLabelText(/^Select Photo/), jpeg());
    await screen.findByText(/^Compressed:/);
    await user.type(screen.getByLabelText('Photo Name'), 'Council');
    await user.type(screen.getByLabelText('Photo Description/Label'), 'Sworn in');
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Photo Description/Label')).toHaveAccessibleDescription(
        'Photo description must not contain control or text-direction characters',
      ),
    );
    expect(screen.getAllByText('Failed to upload photo. Invalid request')).not.toHaveLength(0);
  });
});
