/**
 * The decorative layers behind page headings and callouts (orbits, interference fringes, dipole
 * field lines, a crystal lattice), drawn as small vector SVG files that pages show as images:
 * drawn in the page's markup they cost every page tens of kilobytes of HTML, thousands of nodes to
 * hydrate and the script that draws them. Colours are the design tokens' (web/styles/globals.css).
 */
import type { ArtLayer } from '../../contract/artwork';
import { r1 } from './svg-kit';

const token = {
  primary300: 'oklch(79.8% 0.113 285)',
  cyan300: 'oklch(86.5% 0.127 207.078)',
  cyan400: 'oklch(78.9% 0.154 211.53)',
  amber200: 'oklch(92.4% 0.12 95.746)',
  amber300: 'oklch(87.9% 0.169 91.605)',
  amber400: 'oklch(82.8% 0.189 84.429)',
  amber500: 'oklch(76.9% 0.188 70.08)',
};

const open = (viewBox: string, aspect = 'xMidYMid meet') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" preserveAspectRatio="${aspect}">`;

/** Two point sources whose circular wavefronts overlap into interference fringes. */
function fringes(): string {
  const radii = Array.from({ length: 38 }, (_, index) => 10 + index * 15);
  const circles = (cx: number) => radii.map((r) => `<circle cx="${cx}" cy="400" r="${r}"/>`);
  return `${open('0 0 800 800')}<defs><radialGradient id="fade"><stop offset="0%" stop-color="white"/><stop offset="70%" stop-color="white" stop-opacity="0.5"/><stop offset="100%" stop-color="white" stop-opacity="0"/></radialGradient><mask id="mask"><rect width="800" height="800" fill="url(#fade)"/></mask></defs><g mask="url(#mask)" fill="none" stroke-width="4" stroke="${token.cyan300}" stroke-opacity="0.3">${[...circles(335), ...circles(465)].join('')}</g></svg>`;
}

/**
 * An atom's three tilted electron orbits, drawn still: the page turns the whole image (Orbits in
 * web/components/art/physics-art.tsx), which the compositor does alone. Turned inside the file,
 * the browser painted the image again on the main thread for every frame, for as long as the page
 * was open (Lighthouse counted those paints as blocking time on every page with a heading atom).
 * The nucleus sits at the centre, so turning the image turns only the orbits.
 */
function orbits(nucleus: boolean): string {
  const orbit = (angle: number) =>
    `<g transform="rotate(${angle} 300 300)"><ellipse cx="300" cy="300" rx="270" ry="96" fill="none" stroke="url(#orbit)" stroke-width="2.5"/><circle cx="570" cy="300" r="9" fill="${token.cyan300}"/><circle cx="570" cy="300" r="22" fill="${token.cyan300}" fill-opacity="0.18"/></g>`;
  const core = nucleus
    ? `<circle cx="300" cy="300" r="70" fill="url(#nucleus)"/><circle cx="300" cy="300" r="26" fill="${token.amber300}"/>`
    : '';
  return `${open('0 0 600 600')}<defs><radialGradient id="nucleus"><stop offset="0%" stop-color="${token.amber200}"/><stop offset="45%" stop-color="${token.amber400}"/><stop offset="100%" stop-color="${token.amber500}" stop-opacity="0"/></radialGradient><linearGradient id="orbit" x1="0" x2="1" y1="0" y2="1"><stop offset="0%" stop-color="${token.cyan300}" stop-opacity="0.9"/><stop offset="100%" stop-color="${token.primary300}" stop-opacity="0.35"/></linearGradient></defs>${[0, 60, 120].map(orbit).join('')}${core}</svg>`;
}

/** Field lines of an electric dipole, from the positive charge (amber) to the negative (cyan). */
function fieldLines(): string {
  const plus = { x: 380, y: 300 };
  const minus = { x: 620, y: 300 };
  const lines = [14, 28, 44, 62, 84, 110, 140].flatMap((degrees) => {
    const theta = (degrees * Math.PI) / 180;
    const reach = 60 + degrees * 3.1;
    const dx = Math.cos(theta) * reach;
    const dy = Math.sin(theta) * reach;
    return [-1, 1].map(
      (side) =>
        `<path d="M${plus.x} ${plus.y} C${r1(plus.x + dx)} ${r1(plus.y + side * dy)} ${r1(minus.x - dx)} ${r1(minus.y + side * dy)} ${minus.x} ${minus.y}"/>`,
    );
  });
  return `${open('0 0 1000 600', 'xMidYMid slice')}<g fill="none" stroke-width="1.75" stroke="${token.primary300}" stroke-opacity="0.5"><path d="M${plus.x} ${plus.y} H${minus.x}"/>${lines.join('')}</g><circle cx="${plus.x}" cy="${plus.y}" r="14" fill="${token.amber400}" fill-opacity="0.85"/><circle cx="${minus.x}" cy="${minus.y}" r="14" fill="${token.cyan400}" fill-opacity="0.85"/></svg>`;
}

/** A crystal lattice (atoms and bonds) with a wave packet travelling through it. */
function lattice(): string {
  const spacing = 56;
  const nodes = Array.from({ length: 6 }, (_, row) =>
    Array.from({ length: 8 }, (_, col) => ({
      x: 20 + col * spacing + (row % 2 ? spacing / 2 : 0),
      y: 24 + row * spacing * 0.9,
      lit: (row * 8 + col) % 11 === 3,
    })),
  );
  const bonds: string[] = [];
  nodes.forEach((row, r) =>
    row.forEach((node, c) => {
      const right = row[c + 1];
      if (right) bonds.push(`M${node.x} ${node.y}L${right.x} ${right.y}`);
      const below = nodes[r + 1];
      if (!below) return;
      for (const neighbour of [below[c], below[r % 2 ? c + 1 : c - 1]]) {
        if (neighbour) bonds.push(`M${node.x} ${node.y}L${neighbour.x} ${neighbour.y}`);
      }
    }),
  );
  const atoms = nodes
    .flat()
    .map((node) =>
      node.lit
        ? `<circle cx="${node.x}" cy="${node.y}" r="7" fill="${token.amber300}"/>`
        : `<circle cx="${node.x}" cy="${node.y}" r="5" fill="${token.primary300}" fill-opacity="0.7"/>`,
    );
  const packet = Array.from({ length: 121 }, (_, index) => {
    const x = index * 4;
    const envelope = Math.exp(-(((x - 240) / 90) ** 2));
    return `${index === 0 ? 'M' : 'L'}${x} ${r1(150 + 70 * envelope * Math.sin(x / 8))}`;
  }).join('');
  return `${open('0 0 480 300', 'xMidYMid slice')}<path d="${bonds.join('')}" stroke="${token.primary300}" stroke-opacity="0.3" stroke-width="1.5"/>${atoms.join('')}<path d="${packet}" fill="none" stroke-width="10" stroke="${token.cyan400}" stroke-opacity="0.18"/><path d="${packet}" fill="none" stroke-width="3" stroke-linecap="round" stroke="${token.cyan300}"/></svg>`;
}

export function layerSvg(layer: ArtLayer): string {
  switch (layer) {
    case 'fringes':
      return fringes();
    case 'orbits':
      return orbits(true);
    case 'orbits-rings':
      return orbits(false);
    case 'field-lines':
      return fieldLines();
    case 'lattice':
      return lattice();
  }
}
