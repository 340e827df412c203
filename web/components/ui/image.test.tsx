import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Image } from './image';

const ours = `/media/i/${'cd'.repeat(32)}.jpg`;

describe('<Image>', () => {
  it('offers a srcset and sizes, reserves its box, and loads lazily and asynchronously', () => {
    render(<Image src={ours} alt="Dinner" width={400} height={300} />);
    const img = screen.getByRole('img', { name: 'Dinner' });
    expect(img).toHaveAttribute('src', `${ours}?w=400&q=80&f=auto`);
    expect(img.getAttribute('srcset')).toBe(
      `${ours}?w=200&q=80&f=auto 200w, ${ours}?w=400&q=80&f=auto 400w`,
    );
    expect(img).toHaveAttribute('sizes', '(max-width: 400px) 100vw, 400px');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('loads a priority image at once', () => {
    render(<Image src={ours} alt="Hero" width={1200} height={800} sizes="100vw" priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('falls back to the original URL once when the resized one fails', () => {
    const onError = vi.fn();
    render(<Image src={ours} alt="Dinner" width={400} height={300} onError={onError} />);
    const img = screen.getByRole('img');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', ours);
    expect(img).not.toHaveAttribute('srcset');
    expect(onError).not.toHaveBeenCalled();
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', ours);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('leaves other hosts alone', () => {
    const { container } = render(
      <Image src="https://images.example.org/a.jpg" alt="" width={10} height={10} />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://images.example.org/a.jpg');
    expect(img).not.toHaveAttribute('srcset');
  });
});
