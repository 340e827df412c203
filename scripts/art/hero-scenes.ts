/** The hero scenes of scripts/generate-art.ts, each composed for landscape and portrait screens. */
import { heroAspect, type HeroOrientation, type HeroScene } from '../../contract/artwork';
import {
  atom,
  atomDefs,
  planeWaves,
  wavefronts,
  fringeScreen,
  lattice,
  wavePacket,
  constellation,
  galaxy,
} from './motifs';
import { r1, c, type Canvas, sky, stars, bokeh, svg } from './svg-kit';

/** One hero scene, composed for the orientation (text sits bottom-left on both). */
export function heroSvg(scene: HeroScene, orientation: HeroOrientation, width: number): string {
  const portrait = orientation === 'portrait';
  const view: Canvas = portrait ? { w: 1080, h: 1920 } : { w: 1920, h: 1080 };
  const { w, h } = view;
  const out: Canvas = { w: width, h: Math.round(width / heroAspect[orientation]) };
  switch (scene) {
    case 'orbits': {
      const body =
        sky(view, [
          { x: 0.85, y: 0.15, r: 0.38, color: c.violet, o: 0.75 },
          { x: 0.1, y: 0.85, r: 0.3, color: c.cyan, o: 0.3 },
          { x: 0.6, y: 0.6, r: 0.22, color: c.amber, o: 0.14 },
        ]) +
        stars(view, 11, portrait ? 260 : 340) +
        wavefronts(w * 0.18, h * 1.02, w * 0.32, h * 1.02, Math.max(w, h) * 0.6, 58) +
        atom(
          portrait ? w * 0.62 : w * 0.7,
          portrait ? h * 0.3 : h * 0.4,
          portrait ? w * 0.42 : h * 0.36,
        ) +
        bokeh(view, 5, 9, [c.cyan, c.violetLight, c.amber]);
      return svg(out, w, h, body, atomDefs);
    }
    case 'fringes': {
      // Light from the left meets a barrier with two slits; the waves spreading from the slits
      // overlap into bright and dark bands on the screen at the right.
      const slitX = portrait ? w * 0.16 : w * 0.3;
      const slitY = portrait ? h * 0.34 : h * 0.42;
      const gap = portrait ? 70 : 60;
      const screenX = portrait ? w * 0.86 : w * 0.88;
      const barrier = `<g fill="${c.violetLight}" opacity="0.5">
          <rect x="${r1(slitX - 7)}" y="0" width="14" height="${r1(slitY - gap / 2 - 8)}"/>
          <rect x="${r1(slitX - 7)}" y="${r1(slitY - gap / 2 + 8)}" width="14" height="${r1(gap - 16)}"/>
          <rect x="${r1(slitX - 7)}" y="${r1(slitY + gap / 2 + 8)}" width="14" height="${r1(h)}"/>
        </g>`;
      const body =
        sky(view, [
          { x: 0.1, y: 0.4, r: 0.25, color: c.cyan, o: 0.35 },
          { x: 0.8, y: 0.6, r: 0.4, color: c.violet, o: 0.6 },
        ]) +
        stars(view, 23, portrait ? 110 : 150) +
        `<rect x="0" y="${r1(slitY - 40)}" width="${r1(slitX)}" height="80" fill="${c.cyanLight}" opacity="0.25" filter="url(#b40)"/>` +
        planeWaves(slitX, h, 64) +
        `<clipPath id="afterSlits"><rect x="${r1(slitX)}" y="0" width="${r1(w)}" height="${r1(h)}"/></clipPath>` +
        `<g clip-path="url(#afterSlits)">${wavefronts(slitX, slitY - gap / 2, slitX, slitY + gap / 2, screenX - slitX, 64)}</g>` +
        barrier +
        `<rect x="${r1(screenX + 4)}" y="0" width="${r1(w - screenX)}" height="${r1(h)}" fill="${c.ink}" opacity="0.5"/>` +
        fringeScreen(
          'glowBands',
          screenX - 10,
          slitY - h * 0.45,
          slitY + h * 0.45,
          portrait ? 70 : 60,
          ' filter="url(#b12)"',
        ) +
        fringeScreen('bands', screenX + 8, slitY - h * 0.45, slitY + h * 0.45, portrait ? 26 : 22) +
        bokeh(view, 8, 6, [c.cyan, c.violetLight]);
      return svg(out, w, h, body);
    }
    case 'lattice': {
      const body =
        sky(view, [
          { x: 0.5, y: 0.2, r: 0.35, color: c.violet, o: 0.65 },
          { x: 0.9, y: 0.9, r: 0.25, color: c.amber, o: 0.16 },
          { x: 0.05, y: 0.5, r: 0.25, color: c.cyan, o: 0.25 },
        ]) +
        stars(view, 37, portrait ? 140 : 200) +
        lattice(view, 3, portrait ? 9 : 8, portrait ? 13 : 17) +
        wavePacket(0, w, portrait ? h * 0.36 : h * 0.44, portrait ? 110 : 90, c.cyanLight) +
        bokeh(view, 13, 7, [c.violetLight, c.amber]);
      return svg(out, w, h, body);
    }
    case 'constellation': {
      const body =
        sky(view, [
          { x: 0.75, y: 0.25, r: 0.35, color: c.violet, o: 0.6 },
          { x: 0.2, y: 0.7, r: 0.3, color: c.rose, o: 0.12 },
          { x: 0.9, y: 0.8, r: 0.25, color: c.cyan, o: 0.25 },
        ]) +
        stars(view, 41, portrait ? 320 : 420) +
        galaxy(
          portrait ? w * 0.7 : w * 0.78,
          portrait ? h * 0.16 : h * 0.24,
          portrait ? 260 : 300,
          9,
        ) +
        constellation(
          view,
          17,
          portrait ? 16 : 22,
          portrait ? [0.08, 0.3, 0.84, 0.3] : [0.42, 0.3, 0.52, 0.5],
        ) +
        bokeh(view, 21, 8, [c.cyan, c.violetLight, c.amberLight]);
      return svg(out, w, h, body);
    }
  }
}
