/**
 * The physics drawings on the sample news and event cards, as SVG fragments inside a box. Plain
 * strokes and fills only: blur filters look soft but render many times slower at seed time.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Ink {
  line: string;
  accent: string;
  soft: string;
}

/** Same inputs, same picture: a small seeded generator (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (value: number) => Math.round(value * 10) / 10;
const centre = (b: Box) => ({ cx: b.x + b.w / 2, cy: b.y + b.h / 2, r: Math.min(b.w, b.h) / 2 });

/** An examination timetable: a month grid with the exam days marked. */
function calendar(b: Box, ink: Ink, rand: () => number): string {
  const cols = 6;
  const rows = 5;
  const cell = Math.min(b.w / cols, (b.h - 60) / rows);
  const left = b.x + (b.w - cell * cols) / 2;
  const top = b.y + (b.h - cell * rows - 60) / 2;
  let out = `<rect x="${n(left)}" y="${n(top)}" width="${n(cell * cols)}" height="48" rx="10" fill="${ink.accent}" opacity="0.9"/>`;
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const marked = rand() < 0.28;
      out += `<rect x="${n(left + col * cell + 6)}" y="${n(top + 60 + row * cell + 6)}" width="${n(cell - 12)}" height="${n(cell - 12)}" rx="10" fill="${marked ? ink.accent : 'none'}" fill-opacity="${marked ? 0.55 : 0}" stroke="${ink.line}" stroke-width="2" opacity="0.85"/>`;
    }
  }
  return out;
}

/** Cosmic-ray muons crossing a stack of scintillator panels. */
function tracks(b: Box, ink: Ink, rand: () => number): string {
  let out = '';
  for (let i = 0; i < 4; i += 1) {
    const y = b.y + b.h * (0.2 + i * 0.2);
    out += `<rect x="${n(b.x + 20)}" y="${n(y)}" width="${n(b.w - 40)}" height="26" rx="6" fill="${ink.soft}" opacity="0.35" stroke="${ink.line}" stroke-width="2"/>`;
  }
  for (let i = 0; i < 9; i += 1) {
    const x0 = b.x + rand() * b.w;
    const x1 = x0 + (rand() - 0.5) * b.w * 0.5;
    out += `<line x1="${n(x0)}" y1="${n(b.y)}" x2="${n(x1)}" y2="${n(b.y + b.h)}" stroke="${i % 3 ? ink.line : ink.accent}" stroke-width="${i % 3 ? 2 : 4}" opacity="0.8"/>`;
  }
  return out;
}

/** A projectile's parabola, the ball shown at equal time steps. */
function trajectory(b: Box, ink: Ink): string {
  const ground = b.y + b.h * 0.9;
  const at = (t: number) => ({
    x: b.x + 30 + t * (b.w - 60),
    y: ground - 4 * t * (1 - t) * b.h * 0.75,
  });
  let path = '';
  for (let i = 0; i <= 40; i += 1) {
    const { x, y } = at(i / 40);
    path += `${i ? 'L' : 'M'}${n(x)} ${n(y)} `;
  }
  let balls = '';
  for (let i = 0; i <= 8; i += 1) {
    const { x, y } = at(i / 8);
    balls += `<circle cx="${n(x)}" cy="${n(y)}" r="${i === 8 ? 22 : 14}" fill="${ink.accent}" opacity="${n(0.25 + (i / 8) * 0.75)}"/>`;
  }
  return `<line x1="${n(b.x)}" y1="${n(ground + 24)}" x2="${n(b.x + b.w)}" y2="${n(ground + 24)}" stroke="${ink.line}" stroke-width="3"/>
    <path d="${path}" fill="none" stroke="${ink.line}" stroke-width="3" stroke-dasharray="10 12"/>${balls}`;
}

/** A model rocket climbing on its exhaust trail: the Physics Week launch competition. */
function rocket(b: Box, ink: Ink, rand: () => number): string {
  const x = b.x + b.w * 0.62;
  const y = b.y + b.h * 0.3;
  let smoke = '';
  for (let i = 0; i < 14; i += 1) {
    const t = i / 14;
    smoke += `<circle cx="${n(x - 40 - t * b.w * 0.55 + rand() * 20)}" cy="${n(y + 150 + t * b.h * 0.5)}" r="${n(10 + t * 34)}" fill="${ink.soft}" opacity="${n(0.55 - t * 0.35)}"/>`;
  }
  return `${smoke}<g transform="rotate(40 ${n(x)} ${n(y)})">
    <path d="M${n(x)} ${n(y - 120)} C ${n(x + 46)} ${n(y - 70)} ${n(x + 40)} ${n(y + 40)} ${n(x + 34)} ${n(y + 80)} H${n(x - 34)} C ${n(x - 40)} ${n(y + 40)} ${n(x - 46)} ${n(y - 70)} ${n(x)} ${n(y - 120)} Z" fill="${ink.line}"/>
    <circle cx="${n(x)}" cy="${n(y - 30)}" r="16" fill="${ink.accent}"/>
    <path d="M${n(x - 34)} ${n(y + 30)} l-34 60 h34 z M${n(x + 34)} ${n(y + 30)} l34 60 h-34 z" fill="${ink.accent}"/>
    <path d="M${n(x - 22)} ${n(y + 84)} Q ${n(x)} ${n(y + 190)} ${n(x + 22)} ${n(y + 84)} Z" fill="${ink.accent}" opacity="0.9"/>
  </g>`;
}

/** A crystal: two kinds of atom on a square lattice, with its bonds. */
function lattice(b: Box, ink: Ink): string {
  const step = Math.min(b.w, b.h) / 5;
  let out = '';
  for (let i = 0; i <= 5; i += 1) {
    out += `<line x1="${n(b.x)}" y1="${n(b.y + i * step)}" x2="${n(b.x + 5 * step)}" y2="${n(b.y + i * step)}" stroke="${ink.line}" stroke-width="2" opacity="0.5"/>`;
    out += `<line x1="${n(b.x + i * step)}" y1="${n(b.y)}" x2="${n(b.x + i * step)}" y2="${n(b.y + 5 * step)}" stroke="${ink.line}" stroke-width="2" opacity="0.5"/>`;
  }
  for (let i = 0; i <= 5; i += 1) {
    for (let j = 0; j <= 5; j += 1) {
      const big = (i + j) % 2 === 0;
      out += `<circle cx="${n(b.x + i * step)}" cy="${n(b.y + j * step)}" r="${big ? 16 : 9}" fill="${big ? ink.accent : ink.soft}"/>`;
    }
  }
  return out;
}

/** People as points, linked to their nearest neighbours. */
function network(b: Box, ink: Ink, rand: () => number): string {
  const points = Array.from({ length: 16 }, () => ({
    x: b.x + 20 + rand() * (b.w - 40),
    y: b.y + 20 + rand() * (b.h - 40),
  }));
  let out = '';
  for (const [i, p] of points.entries()) {
    for (const q of points.slice(i + 1)) {
      if (Math.hypot(p.x - q.x, p.y - q.y) < b.w * 0.3)
        out += `<line x1="${n(p.x)}" y1="${n(p.y)}" x2="${n(q.x)}" y2="${n(q.y)}" stroke="${ink.line}" stroke-width="2" opacity="0.55"/>`;
    }
  }
  for (const [i, p] of points.entries())
    out += `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${i % 4 ? 9 : 16}" fill="${i % 4 ? ink.soft : ink.accent}"/>`;
  return out;
}

/** A pendulum caught at several moments of its swing: deadlines and time. */
function pendulum(b: Box, ink: Ink): string {
  const px = b.x + b.w / 2;
  const py = b.y + 10;
  const length = b.h * 0.8;
  let out = `<rect x="${n(px - 80)}" y="${n(py - 10)}" width="160" height="12" rx="6" fill="${ink.line}"/>`;
  out += `<path d="M${n(px - length * Math.sin(0.6))} ${n(py + length * Math.cos(0.6))} A ${n(length)} ${n(length)} 0 0 0 ${n(px + length * Math.sin(0.6))} ${n(py + length * Math.cos(0.6))}" fill="none" stroke="${ink.line}" stroke-width="2" stroke-dasharray="8 10"/>`;
  for (let i = 0; i <= 6; i += 1) {
    const angle = -0.6 + (i / 6) * 1.2;
    const x = px + length * Math.sin(angle);
    const y = py + length * Math.cos(angle);
    const o = n(i === 6 ? 1 : 0.15 + i * 0.1);
    out += `<line x1="${n(px)}" y1="${n(py)}" x2="${n(x)}" y2="${n(y)}" stroke="${ink.line}" stroke-width="2" opacity="${o}"/><circle cx="${n(x)}" cy="${n(y)}" r="24" fill="${ink.accent}" opacity="${o}"/>`;
  }
  return out;
}

/** A histogram under its normal curve: results and statistics. */
function histogram(b: Box, ink: Ink): string {
  const bars = 11;
  const width = b.w / bars;
  const base = b.y + b.h;
  let out = '';
  let curve = '';
  for (let i = 0; i < bars; i += 1) {
    const t = (i + 0.5) / bars - 0.5;
    const height = Math.exp(-((t / 0.2) ** 2)) * b.h * 0.9;
    out += `<rect x="${n(b.x + i * width + 4)}" y="${n(base - height)}" width="${n(width - 8)}" height="${n(height)}" rx="4" fill="${i === 6 ? ink.accent : ink.soft}" opacity="0.85"/>`;
  }
  for (let i = 0; i <= 60; i += 1) {
    const t = i / 60 - 0.5;
    curve += `${i ? 'L' : 'M'}${n(b.x + (i / 60) * b.w)} ${n(base - Math.exp(-((t / 0.2) ** 2)) * b.h * 0.95)} `;
  }
  return `${out}<path d="${curve}" fill="none" stroke="${ink.line}" stroke-width="4"/>`;
}

/** A tutorial's blackboard of equations. */
function equations(b: Box, ink: Ink): string {
  const lines = ['F = ma', 'E = hf - φ', '∮ E·dA = Q/ε₀', 'v² = u² + 2as'];
  const board = `<rect x="${n(b.x)}" y="${n(b.y + 20)}" width="${n(b.w)}" height="${n(b.h - 40)}" rx="18" fill="#0b2a24" stroke="${ink.line}" stroke-width="6"/>`;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${n(b.x + 44)}" y="${n(b.y + 110 + i * ((b.h - 150) / lines.length))}" font-family="DejaVu Serif, Liberation Serif, serif" font-style="italic" font-size="50" fill="${i % 2 ? ink.accent : '#f4f1e8'}">${line}</text>`,
    )
    .join('');
  return board + text;
}

/** A circuit: cell, resistor and lamp in one loop (the laboratory). */
function circuit(b: Box, ink: Ink): string {
  const left = b.x + 40;
  const right = b.x + b.w - 40;
  const top = b.y + 60;
  const bottom = b.y + b.h - 60;
  const mid = (left + right) / 2;
  let zigzag = `M${n(mid - 90)} ${n(top)} `;
  for (let i = 0; i < 6; i += 1)
    zigzag += `L${n(mid - 75 + i * 30)} ${n(top + (i % 2 ? 24 : -24))} `;
  zigzag += `L${n(mid + 90)} ${n(top)}`;
  const stroke = `stroke="${ink.line}" stroke-width="5" fill="none" stroke-linecap="round"`;
  return `<path d="M${n(mid - 90)} ${n(top)} H${n(left)} V${n(bottom)} H${n(mid - 20)} M${n(mid + 20)} ${n(bottom)} H${n(right)} V${n(top)} H${n(mid + 90)}" ${stroke}/>
    <path d="${zigzag}" ${stroke}/>
    <line x1="${n(mid - 20)}" y1="${n(bottom - 50)}" x2="${n(mid - 20)}" y2="${n(bottom + 50)}" stroke="${ink.line}" stroke-width="6"/>
    <line x1="${n(mid + 20)}" y1="${n(bottom - 28)}" x2="${n(mid + 20)}" y2="${n(bottom + 28)}" stroke="${ink.line}" stroke-width="10"/>
    <circle cx="${n(right)}" cy="${n((top + bottom) / 2)}" r="46" fill="${ink.accent}" opacity="0.35"/>
    <circle cx="${n(right)}" cy="${n((top + bottom) / 2)}" r="30" fill="${ink.accent}" stroke="${ink.line}" stroke-width="5"/>`;
}

/** An atom: three tilted orbits round a bright nucleus. */
function orbits(b: Box, ink: Ink): string {
  const { cx, cy, r } = centre(b);
  let out = '';
  for (const angle of [0, 60, 120]) {
    out += `<g transform="rotate(${angle - 20} ${n(cx)} ${n(cy)})"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 0.95)}" ry="${n(r * 0.34)}" fill="none" stroke="${ink.line}" stroke-width="4"/><circle cx="${n(cx + r * 0.95)}" cy="${n(cy)}" r="12" fill="${ink.soft}"/></g>`;
  }
  return `${out}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.22)}" fill="${ink.accent}" opacity="0.35"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.13)}" fill="${ink.accent}"/>`;
}

/** The sun over a photovoltaic panel. */
function sun(b: Box, ink: Ink): string {
  const sx = b.x + b.w * 0.72;
  const sy = b.y + b.h * 0.22;
  let rays = '';
  for (let i = 0; i < 12; i += 1) {
    const a = (i / 12) * Math.PI * 2;
    rays += `<line x1="${n(sx + 80 * Math.cos(a))}" y1="${n(sy + 80 * Math.sin(a))}" x2="${n(sx + 120 * Math.cos(a))}" y2="${n(sy + 120 * Math.sin(a))}" stroke="${ink.accent}" stroke-width="6" stroke-linecap="round"/>`;
  }
  const px = b.x + 20;
  const py = b.y + b.h * 0.55;
  const pw = b.w * 0.75;
  const ph = b.h * 0.38;
  const skew = 70;
  let cells = '';
  for (let i = 1; i < 6; i += 1) {
    const t = i / 6;
    cells += `<line x1="${n(px + skew + t * pw)}" y1="${n(py)}" x2="${n(px + t * pw)}" y2="${n(py + ph)}" stroke="${ink.line}" stroke-width="2"/>`;
  }
  for (let j = 1; j < 4; j += 1) {
    const t = j / 4;
    cells += `<line x1="${n(px + skew * (1 - t))}" y1="${n(py + t * ph)}" x2="${n(px + skew * (1 - t) + pw)}" y2="${n(py + t * ph)}" stroke="${ink.line}" stroke-width="2"/>`;
  }
  return `<circle cx="${n(sx)}" cy="${n(sy)}" r="64" fill="${ink.accent}"/>${rays}
    <path d="M${n(px + skew)} ${n(py)} h${n(pw)} l${-skew} ${n(ph)} h${n(-pw)} z" fill="${ink.soft}" fill-opacity="0.35" stroke="${ink.line}" stroke-width="4"/>${cells}`;
}

/** A qubit on its Bloch sphere. */
function bloch(b: Box, ink: Ink): string {
  const { cx, cy, r } = centre(b);
  const R = r * 0.85;
  const tip = { x: cx + R * 0.55, y: cy - R * 0.62 };
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${ink.soft}" fill-opacity="0.12" stroke="${ink.line}" stroke-width="4"/>
    <ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(R)}" ry="${n(R * 0.3)}" fill="none" stroke="${ink.line}" stroke-width="2" stroke-dasharray="10 8"/>
    <line x1="${n(cx)}" y1="${n(cy - R - 20)}" x2="${n(cx)}" y2="${n(cy + R + 20)}" stroke="${ink.line}" stroke-width="2" opacity="0.7"/>
    <line x1="${n(cx)}" y1="${n(cy)}" x2="${n(tip.x)}" y2="${n(tip.y)}" stroke="${ink.accent}" stroke-width="7" stroke-linecap="round"/>
    <circle cx="${n(tip.x)}" cy="${n(tip.y)}" r="16" fill="${ink.accent}"/>
    <circle cx="${n(cx)}" cy="${n(cy - R)}" r="10" fill="${ink.line}"/><circle cx="${n(cx)}" cy="${n(cy + R)}" r="10" fill="${ink.line}"/>`;
}

/** Two black holes spiralling in, and the ripples of space-time they send out. */
function ripples(b: Box, ink: Ink): string {
  const { cx, cy, r } = centre(b);
  let out = '';
  for (let i = 1; i <= 7; i += 1) {
    let path = '';
    const radius = (r * i) / 7;
    for (let k = 0; k <= 72; k += 1) {
      const a = (k / 72) * Math.PI * 2;
      const wobble = radius + 8 * Math.sin(2 * a + i);
      path += `${k ? 'L' : 'M'}${n(cx + wobble * Math.cos(a))} ${n(cy + wobble * 0.55 * Math.sin(a))} `;
    }
    out += `<path d="${path}Z" fill="none" stroke="${ink.line}" stroke-width="3" opacity="${n(1 - i * 0.11)}"/>`;
  }
  return `${out}<circle cx="${n(cx - 26)}" cy="${n(cy)}" r="18" fill="#000" stroke="${ink.accent}" stroke-width="4"/><circle cx="${n(cx + 30)}" cy="${n(cy + 4)}" r="14" fill="#000" stroke="${ink.accent}" stroke-width="4"/>`;
}

/** Seismic traces: the first arrivals come later the farther the geophone. */
function seismogram(b: Box, ink: Ink, rand: () => number): string {
  const traces = 8;
  let out = '';
  for (let i = 0; i < traces; i += 1) {
    const y = b.y + 30 + (i * (b.h - 60)) / (traces - 1);
    const arrival = 0.15 + i * 0.08;
    let path = '';
    for (let k = 0; k <= 120; k += 1) {
      const t = k / 120;
      const amplitude = t < arrival ? 2 * rand() : 30 * Math.exp(-(t - arrival) * 7);
      path += `${k ? 'L' : 'M'}${n(b.x + t * b.w)} ${n(y + amplitude * Math.sin(k * 1.3))} `;
    }
    out += `<path d="${path}" fill="none" stroke="${ink.line}" stroke-width="2.5"/>`;
  }
  return `${out}<line x1="${n(b.x + 0.15 * b.w)}" y1="${n(b.y + 10)}" x2="${n(b.x + 0.71 * b.w)}" y2="${n(b.y + b.h - 10)}" stroke="${ink.accent}" stroke-width="5" stroke-dasharray="14 10"/>`;
}

/** Two waves and the interference pattern of their sum. */
function waves(b: Box, ink: Ink): string {
  const rows: [number, number, string, number][] = [
    [0.22, 1, ink.soft, 3],
    [0.45, 1.3, ink.soft, 3],
    [0.78, 0, ink.accent, 5],
  ];
  return rows
    .map(([row, k, colour, width]) => {
      let path = '';
      for (let i = 0; i <= 120; i += 1) {
        const t = (i / 120) * Math.PI * 6;
        const y = k ? Math.sin(t * k) : (Math.sin(t) + Math.sin(t * 1.3)) / 2;
        path += `${i ? 'L' : 'M'}${n(b.x + (i / 120) * b.w)} ${n(b.y + row * b.h + y * b.h * 0.1)} `;
      }
      return `<path d="${path}" fill="none" stroke="${colour}" stroke-width="${width}"/>`;
    })
    .join('');
}

export const motifs = {
  calendar,
  tracks,
  trajectory,
  rocket,
  lattice,
  network,
  pendulum,
  histogram,
  equations,
  circuit,
  orbits,
  sun,
  bloch,
  ripples,
  seismogram,
  waves,
} satisfies Record<string, (b: Box, ink: Ink, rand: () => number) => string>;

export type Motif = keyof typeof motifs;
