/**
 * The site's own artwork, rendered from SVG to AVIF and WebP by scripts/generate-art.ts and served
 * from /art/. Shared by the web app (<picture> sources) and the server (the LCP image's preload on
 * the pages that open with a hero), so both name exactly the same files. Imports nothing.
 */

export const artFormats = ['avif', 'webp'] as const;
export type ArtFormat = (typeof artFormats)[number];

/** Full-viewport backgrounds, each drawn twice: wide for landscape screens, tall for phones. */
export const heroScenes = ['orbits', 'fringes', 'lattice', 'constellation'] as const;
export type HeroScene = (typeof heroScenes)[number];

export const heroOrientations = ['landscape', 'portrait'] as const;
export type HeroOrientation = (typeof heroOrientations)[number];

/** Widths rendered per orientation. Portrait 750 serves a 412 px phone at 1.75x without upscaling. */
export const heroWidths: Record<HeroOrientation, readonly number[]> = {
  landscape: [960, 1440, 1920],
  portrait: [750, 1125],
};
/** Width over height of each composition. */
export const heroAspect: Record<HeroOrientation, number> = { landscape: 16 / 9, portrait: 9 / 16 };

/** The media query each composition is chosen by (mutually exclusive, so only one preloads). */
export const heroMedia: Record<HeroOrientation, string> = {
  portrait: '(orientation: portrait)',
  landscape: '(orientation: landscape)',
};

/** A hero covers the viewport's width. */
export const heroSizes = '100vw';

export const heroArtUrl = (
  scene: HeroScene,
  orientation: HeroOrientation,
  width: number,
  format: ArtFormat,
): string => `/art/${scene}-${orientation}-${width}.${format}`;

export function heroArtSrcSet(
  scene: HeroScene,
  orientation: HeroOrientation,
  format: ArtFormat,
): string {
  return heroWidths[orientation]
    .map((width) => `${heroArtUrl(scene, orientation, width, format)} ${width}w`)
    .join(', ');
}

/** Card illustrations (programmes, gallery, teasers): 4:3, lazy-loaded below the fold. */
export const cardArt = [
  'bsc',
  'msc',
  'phd',
  'laboratory',
  'seminar',
  'spectrum',
  'community',
] as const;
export type CardArt = (typeof cardArt)[number];
export const cardWidths = [480, 960] as const;
export const cardAspect = 4 / 3;

export const cardArtUrl = (name: CardArt, width: number, format: ArtFormat): string =>
  `/art/card-${name}-${width}.${format}`;

export function cardArtSrcSet(name: CardArt, format: ArtFormat): string {
  return cardWidths.map((width) => `${cardArtUrl(name, width, format)} ${width}w`).join(', ');
}

/** The preloads for a page that opens with `scene` as its hero: one per orientation, AVIF. */
export function heroPreloads(scene: HeroScene) {
  return heroOrientations.map((orientation) => ({
    imageSrcSet: heroArtSrcSet(scene, orientation, 'avif'),
    imageSizes: heroSizes,
    type: 'image/avif',
    media: heroMedia[orientation],
  }));
}

/** Decorative vector layers (scripts/art/layers.ts), shown as images behind headings and callouts. */
export const artLayers = ['fringes', 'orbits', 'orbits-rings', 'field-lines', 'lattice'] as const;
export type ArtLayer = (typeof artLayers)[number];

export const artLayerUrl = (layer: ArtLayer): string => `/art/layer-${layer}.svg`;
