/**
 * `npx tsx scripts/generate-art.ts`: draws the site's artwork as SVG (physics motifs: orbits,
 * interference fringes, a crystal lattice, constellations, a spectrum, ...) and renders it with
 * sharp to AVIF and WebP at the widths contract/artwork.ts names, into web/public/art/, and writes
 * the decorative vector layers as SVG files beside them. Nothing is
 * downloaded or copied. The output is committed (small files), so a build needs no sharp run;
 * run this again only after changing a drawing. Randomness is seeded: the same files every time.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  artFormats,
  artLayers,
  artLayerUrl,
  cardArt,
  cardArtUrl,
  cardWidths,
  heroArtUrl,
  heroOrientations,
  heroScenes,
  heroWidths,
  type ArtFormat,
} from '../contract/artwork';
import { cardSvg } from './art/card-art';
import { heroSvg } from './art/hero-scenes';
import { layerSvg } from './art/layers';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'web/public');

async function write(svgText: string, file: string, format: ArtFormat): Promise<number> {
  const image = sharp(Buffer.from(svgText));
  const buffer =
    format === 'avif'
      ? await image.avif({ quality: 52, effort: 4, chromaSubsampling: '4:2:0' }).toBuffer()
      : await image.webp({ quality: 72, effort: 5 }).toBuffer();
  const target = path.join(outDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, buffer);
  return buffer.length;
}

// `npx tsx scripts/generate-art.ts orbits bsc` renders only those; no arguments renders everything.
const only = new Set(process.argv.slice(2));
const wanted = (name: string) => only.size === 0 || only.has(name);

let total = 0;
for (const scene of heroScenes.filter(wanted)) {
  for (const orientation of heroOrientations) {
    for (const width of heroWidths[orientation]) {
      const text = heroSvg(scene, orientation, width);
      for (const format of artFormats) {
        const bytes = await write(text, heroArtUrl(scene, orientation, width, format), format);
        total += bytes;
        console.info(
          `${heroArtUrl(scene, orientation, width, format)}  ${(bytes / 1024).toFixed(1)} KB`,
        );
      }
    }
  }
}
for (const name of cardArt.filter(wanted)) {
  for (const width of cardWidths) {
    const text = cardSvg(name, width);
    for (const format of artFormats) {
      const bytes = await write(text, cardArtUrl(name, width, format), format);
      total += bytes;
      console.info(`${cardArtUrl(name, width, format)}  ${(bytes / 1024).toFixed(1)} KB`);
    }
  }
}
for (const layer of artLayers.filter(wanted)) {
  const text = layerSvg(layer);
  fs.writeFileSync(path.join(outDir, artLayerUrl(layer)), `${text}\n`);
  total += text.length;
  console.info(`${artLayerUrl(layer)}  ${(text.length / 1024).toFixed(1)} KB`);
}
console.info(`total ${(total / 1024).toFixed(0)} KB`);
