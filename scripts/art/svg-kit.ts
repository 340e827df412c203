/**
 * The drawing kit of scripts/generate-art.ts: seeded randomness, the palette, the SVG scaffolding,
 * and the night sky's gradient, stars and bokeh.
 */

/** A small seeded generator (mulberry32), so stars and dots land in the same places every run. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const r1 = (value: number) => Math.round(value * 10) / 10;

/** Palette: the design tokens' ink, indigo-violet, cyan and amber, as hex for librsvg. */
export const c = {
  ink: '#0b0620',
  inkRaised: '#160d3a',
  violet: '#6d3df5',
  violetDeep: '#2a0f7a',
  violetLight: '#b9a6ff',
  cyan: '#2fd3f0',
  cyanLight: '#a5f3fc',
  amber: '#fbbf24',
  amberLight: '#fde68a',
  rose: '#f472b6',
};

export interface Canvas {
  w: number;
  h: number;
}

/** Blur filters of a few strengths, in user units of the drawing. */
function defs(extra = ''): string {
  return `<defs>
    <filter id="b4" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>
    <filter id="b12" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>
    <filter id="b40" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
    <filter id="b120" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="120"/></filter>
    <radialGradient id="starGlow"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    ${extra}
  </defs>`;
}

/** Night sky: a deep gradient with soft coloured glows for depth. */
export function sky(
  { w, h }: Canvas,
  glows: { x: number; y: number; r: number; color: string; o: number }[],
) {
  const blobs = glows
    .map(
      (g) =>
        `<ellipse cx="${r1(g.x * w)}" cy="${r1(g.y * h)}" rx="${r1(g.r * Math.max(w, h))}" ry="${r1(
          g.r * Math.max(w, h) * 0.7,
        )}" fill="${g.color}" opacity="${g.o}" filter="url(#b120)"/>`,
    )
    .join('');
  return `<linearGradient id="sky" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="${c.inkRaised}"/><stop offset="0.55" stop-color="${c.ink}"/><stop offset="1" stop-color="#05020f"/>
    </linearGradient>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>${blobs}`;
}

/** Stars: many faint points, a few bright ones with a halo. */
export function stars({ w, h }: Canvas, seed: number, count: number): string {
  const next = random(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = r1(next() * w);
    const y = r1(next() * h);
    const size = next();
    const r = r1(0.6 + size * size * 2.2);
    const o = r1(0.35 + next() * 0.6);
    const tint = next() < 0.15 ? c.cyanLight : next() < 0.1 ? c.amberLight : '#ffffff';
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${tint}" opacity="${o}"/>`;
    if (size > 0.93) {
      out += `<circle cx="${x}" cy="${y}" r="${r1(r * 7)}" fill="url(#starGlow)" opacity="0.35"/>`;
    }
  }
  return out;
}

/** Out-of-focus discs in the foreground: the depth of field of a photograph. */
export function bokeh({ w, h }: Canvas, seed: number, count: number, colors: string[]): string {
  const next = random(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const r = r1((0.02 + next() * 0.06) * Math.max(w, h));
    const color = colors[i % colors.length];
    out += `<circle cx="${r1(next() * w)}" cy="${r1(next() * h)}" r="${r}" fill="${color}" opacity="${r1(
      0.06 + next() * 0.12,
    )}" filter="url(#b12)"/>`;
  }
  return out;
}

export function svg(
  { w, h }: Canvas,
  viewW: number,
  viewH: number,
  body: string,
  extraDefs = '',
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${viewW} ${viewH}" preserveAspectRatio="xMidYMid slice">${defs(extraDefs)}${body}</svg>`;
}
