import {
  artFormats,
  cardArtSrcSet,
  cardArtUrl,
  heroArtSrcSet,
  heroArtUrl,
  heroMedia,
  heroOrientations,
  heroSizes,
  heroWidths,
  type CardArt,
  type HeroScene,
} from '@contract/artwork';
import type * as React from 'react';

/** Where a picture's files come from: a hero scene, a card illustration, or any single URL. */
export type ArtSource =
  { scene: HeroScene } | { card: CardArt } | { src: string; width: number; height: number };

type ArtPictureProps = Omit<
  React.ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'alt'
> & {
  art: ArtSource;
  alt: string;
  /** The LCP image: fetched at once, with high priority. Everything else loads lazily. */
  priority?: boolean;
  /** How wide a card illustration is laid out (heroes always cover the viewport). */
  sizes?: string;
};

/**
 * The project's artwork as a <picture>: AVIF, then WebP, in the widths scripts/generate-art.ts
 * renders, with a portrait composition for tall screens. The sources, sizes and media queries are
 * exactly what the server preloads for a page's hero (contract/artwork.ts), so the preloaded file
 * is the one the browser picks.
 */
export function ArtPicture({ art, alt, priority = false, sizes, ...props }: ArtPictureProps) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;

  if ('scene' in art) {
    const fallbackWidth = heroWidths.landscape[1] ?? 1440;
    return (
      <picture>
        {heroOrientations.flatMap((orientation) =>
          artFormats.map((format) => (
            <source
              key={`${orientation}-${format}`}
              type={`image/${format}`}
              media={heroMedia[orientation]}
              srcSet={heroArtSrcSet(art.scene, orientation, format)}
              sizes={heroSizes}
            />
          )),
        )}
        <img
          {...props}
          src={heroArtUrl(art.scene, 'landscape', fallbackWidth, 'webp')}
          alt={alt}
          width={1920}
          height={1080}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding={priority ? 'sync' : 'async'}
        />
      </picture>
    );
  }

  if ('card' in art) {
    const cardSizes = sizes ?? '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
    return (
      <picture>
        {artFormats.map((format) => (
          <source
            key={format}
            type={`image/${format}`}
            srcSet={cardArtSrcSet(art.card, format)}
            sizes={cardSizes}
          />
        ))}
        <img
          {...props}
          src={cardArtUrl(art.card, 480, 'webp')}
          alt={alt}
          width={800}
          height={600}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
        />
      </picture>
    );
  }

  return (
    <img
      {...props}
      src={art.src}
      alt={alt}
      width={art.width}
      height={art.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}
