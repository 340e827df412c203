import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { compressImage } from '@/lib/compress-image';
import { installRadixShims } from '@/test/jsdom-shims';
import { ImageField, noImageChoice, type ImageChoice } from './image-field';

vi.mock('@/lib/compress-image', () => ({ compressImage: vi.fn() }));

beforeAll(installRadixShims);

function Harness({ current, label }: { current?: string; label?: string }) {
  const [choice, setChoice] = useState<ImageChoice>(noImageChoice);
  return (
    <>
      <ImageField label={label} current={current} value={choice} onChange={setChoice} />
      <output>{choice.remove ? 'remove' : choice.file ? choice.file.name : 'none'}</output>
    </>
  );
}

describe('ImageField', () => {
  it('turns a picked file that is not an image away', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Image (optional)');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(screen.getByText('Please choose an image file (JPEG, PNG, WebP…).')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('compresses a picked image, previews it and says how much smaller it got', async () => {
    const small = new File(['y'], 'photo.jpg', { type: 'image/jpeg' });
    vi.mocked(compressImage).mockResolvedValue({
      file: small,
      compressed: true,
      message: 'Compressed: 2 MB → 0.3 MB (85% smaller)',
    });
    render(<Harness label="Thumbnail" />);
    await userEvent.upload(
      screen.getByLabelText('Thumbnail (optional)'),
      new File(['x'], 'photo.png', { type: 'image/png' }),
    );
    expect(await screen.findByAltText('Preview of the chosen thumbnail')).toBeVisible();
    expect(screen.getByText('Compressed: 2 MB → 0.3 MB (85% smaller)')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('photo.jpg');
  });

  it('shows the current image and takes it away on Remove', async () => {
    render(<Harness current="/media/i/current.jpg" />);
    expect(screen.getByAltText('The current image')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByAltText('The current image')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('remove');
  });
});
