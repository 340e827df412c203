/**
 * Photo-like physics artwork for the sample gallery, drawn as SVG and rendered by sharp: nothing can
 * be downloaded here, and generated images carry no one's likeness or licence.
 */
import sharp from 'sharp';

const palettes = [
  ['#1e1b4b', '#4338ca', '#22d3ee', '#f59e0b'],
  ['#0f172a', '#7c3aed', '#38bdf8', '#fbbf24'],
  ['#172554', '#0e7490', '#a78bfa', '#fb923c'],
  ['#312e81', '#be185d', '#67e8f9', '#fde68a'],
  ['#042f2e', '#0f766e', '#818cf8', '#facc15'],
] as const;

/** A small deterministic generator, so the same seed always draws the same picture. */
function random(seed: number): () => number {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

function artworkSvg(seed: number, width = 1600, height = 1067): string {
  const rand = random(seed + 1);
  const [deep, mid, glow, warm] = palettes[seed % palettes.length] ?? palettes[0];
  const cx = width * (0.3 + rand() * 0.4);
  const cy = height * (0.35 + rand() * 0.3);
  // Soft light blobs as radial gradients: a blur filter looks the same but renders ten times slower.
  const blobColours = Array.from({ length: 6 }, () => [mid, glow, warm][Math.floor(rand() * 3)]);
  const blobGradients = blobColours
    .map(
      (colour, i) =>
        `<radialGradient id="b${i}"><stop offset="0" stop-color="${colour}" stop-opacity="0.6"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  const blobs = blobColours
    .map(
      (_, i) =>
        `<circle cx="${rand() * width}" cy="${rand() * height}" r="${160 + rand() * 380}" fill="url(#b${i})"/>`,
    )
    .join('');
  const orbits = Array.from({ length: 3 }, (_, i) => {
    const rx = 180 + i * 120 + rand() * 60;
    const angle = rand() * 180;
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.38}" transform="rotate(${angle} ${cx} ${cy})" fill="none" stroke="${glow}" stroke-width="3" opacity="0.7"/>
      <circle cx="${cx + rx}" cy="${cy}" r="10" fill="${warm}" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }).join('');
  const fringes = Array.from(
    { length: 14 },
    (_, i) =>
      `<circle cx="${width * 0.85}" cy="${height * 0.85}" r="${40 + i * 38}" fill="none" stroke="${glow}" stroke-width="${i % 2 ? 2 : 6}" opacity="0.18"/>`,
  ).join('');
  const field = Array.from({ length: 9 }, (_, i) => {
    const y = (height / 10) * (i + 1);
    return `<path d="M0 ${y} C ${width * 0.3} ${y - 120 + rand() * 240}, ${width * 0.7} ${y - 120 + rand() * 240}, ${width} ${y}" fill="none" stroke="${mid}" stroke-width="2" opacity="0.35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
      ${blobGradients}
      <radialGradient id="core"><stop offset="0" stop-color="#fff" stop-opacity="0.95"/><stop offset="0.3" stop-color="${glow}" stop-opacity="0.8"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    ${blobs}
    ${field}${fringes}${orbits}
    <circle cx="${cx}" cy="${cy}" r="90" fill="url(#core)"/>
  </svg>`;
}

export async function artworkJpeg(seed: number, width?: number, height?: number): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(seed, width, height)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
