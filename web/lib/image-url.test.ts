import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, isResizable } from './image-url';

const ours = `/media/i/${'ab'.repeat(32)}.jpg`;

describe('imageUrl', () => {
  it('asks our media route for an allowed width at quality 80 in the automatic format', () => {
    expect(imageUrl(ours, { width: 400 })).toBe(`${ours}?w=400&q=80&f=auto`);
    expect(imageUrl(ours, { width: 1200 })).toBe(`${ours}?w=1200&q=80&f=auto`);
    expect(imageUrl(ours, { width: 350 })).toBe(`${ours}?w=400&q=80&f=auto`);
    expect(imageUrl(ours, { width: 9000 })).toBe(`${ours}?w=2400&q=80&f=auto`);
  });

  it("inserts the outside host's transformation after /upload/", () => {
    const url =
      'https://res.cloudinary.com/psa-chapter/image/upload/v1700000000/gallery/dinner.jpg';
    expect(imageUrl(url, { width: 400 })).toBe(
      'https://res.cloudinary.com/psa-chapter/image/upload/w_400,q_80,f_auto/v1700000000/gallery/dinner.jpg',
    );
    expect(imageUrl(url, { width: 1200 })).toContain('/upload/w_1200,q_80,f_auto/v1700000000/');
  });

  it.each([
    'https://images.example.org/photo.jpg',
    'http://res.cloudinary.com/x/image/upload/a.jpg',
    'https://res.cloudinary.com/x/video/upload/a.mp4',
    `/media/d/${'ab'.repeat(32)}.pdf`,
    '/media/i/../../secret.jpg',
    'data:image/png;base64,AAAA',
    '',
  ])('leaves %j unchanged', (url) => {
    expect(imageUrl(url, { width: 400 })).toBe(url);
    expect(isResizable(url)).toBe(false);
  });
});

describe('imageSrcSet', () => {
  it('lists allowed widths up to the one covering the image', () => {
    expect(imageSrcSet(ours, 900)).toBe(
      [200, 400, 800, 1200].map((w) => `${ours}?w=${w}&q=80&f=auto ${w}w`).join(', '),
    );
    expect(imageSrcSet(ours)?.split(', ')).toHaveLength(6);
  });

  it('gives nothing for an image that cannot be resized', () => {
    expect(imageSrcSet('https://images.example.org/photo.jpg')).toBeUndefined();
  });
});
