/** The card illustrations of scripts/generate-art.ts (programmes, highlights, tutorials). */
import { cardAspect, type CardArt } from '../../contract/artwork';
import {
  atom,
  atomDefs,
  constellation,
  galaxy,
  dipole,
  prism,
  oscilloscope,
  seminar,
} from './motifs';
import { c, type Canvas, sky, stars, svg } from './svg-kit';

export function cardSvg(name: CardArt, width: number): string {
  const view: Canvas = { w: 800, h: 600 };
  const { w, h } = view;
  const out: Canvas = { w: width, h: Math.round(width / cardAspect) };
  const darkSky = (glows: Parameters<typeof sky>[1]) => sky(view, glows);
  switch (name) {
    case 'bsc':
      return svg(
        out,
        w,
        h,
        darkSky([
          { x: 0.8, y: 0.2, r: 0.4, color: c.violet, o: 0.7 },
          { x: 0.1, y: 0.9, r: 0.3, color: c.cyan, o: 0.25 },
        ]) +
          stars(view, 51, 90) +
          atom(w * 0.5, h * 0.5, h * 0.36, -10),
        atomDefs,
      );
    case 'msc':
      return svg(
        out,
        w,
        h,
        darkSky([
          { x: 0.2, y: 0.2, r: 0.35, color: c.violet, o: 0.6 },
          { x: 0.9, y: 0.8, r: 0.3, color: c.cyan, o: 0.25 },
        ]) +
          stars(view, 52, 70) +
          dipole(w * 0.3, h * 0.5, w * 0.7, h * 0.5, h * 0.5),
      );
    case 'phd':
      return svg(
        out,
        w,
        h,
        darkSky([
          { x: 0.5, y: 0.5, r: 0.4, color: c.violetDeep, o: 0.9 },
          { x: 0.9, y: 0.1, r: 0.2, color: c.rose, o: 0.15 },
        ]) +
          stars(view, 53, 160) +
          galaxy(w * 0.5, h * 0.5, 250, 4),
      );
    case 'laboratory':
      return svg(
        out,
        w,
        h,
        `<rect width="${w}" height="${h}" fill="#04161c"/>` +
          `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${w * 0.6}" ry="${h * 0.5}" fill="#0e3a44" opacity="0.8" filter="url(#b120)"/>` +
          oscilloscope(view),
      );
    case 'seminar':
      return svg(out, w, h, seminar(view));
    case 'spectrum':
      return svg(
        out,
        w,
        h,
        darkSky([{ x: 0.6, y: 0.5, r: 0.4, color: c.violetDeep, o: 0.8 }]) +
          stars(view, 55, 60) +
          prism(view),
      );
    case 'community':
      return svg(
        out,
        w,
        h,
        darkSky([
          { x: 0.7, y: 0.3, r: 0.4, color: c.violet, o: 0.6 },
          { x: 0.2, y: 0.8, r: 0.3, color: c.cyan, o: 0.2 },
        ]) +
          stars(view, 56, 120) +
          constellation(view, 5, 18, [0.08, 0.12, 0.84, 0.76]),
      );
  }
}
