/**
 * The physics motifs of scripts/generate-art.ts, as SVG fragments: an atom, wavefronts,
 * interference fringes, a crystal lattice, a wave packet, constellations, a galaxy, field lines, a
 * prism's spectrum, an oscilloscope trace and a seminar blackboard.
 */
import { random, r1, c, type Canvas } from './svg-kit';

/** An atom: tilted elliptical orbits with a glow, electrons and a bright nucleus. */
export function atom(cx: number, cy: number, radius: number, tilt = -18): string {
  const orbits = [0, 60, 120]
    .map((angle, index) => {
      const rotate = `rotate(${angle + tilt} ${r1(cx)} ${r1(cy)})`;
      const ellipse = `cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(radius)}" ry="${r1(radius * 0.34)}" fill="none"`;
      const ex = r1(cx + radius * Math.cos(0.6 + index * 2.1));
      const ey = r1(cy + radius * 0.34 * Math.sin(0.6 + index * 2.1));
      return `<g transform="${rotate}">
        <ellipse ${ellipse} stroke="${c.cyan}" stroke-width="${r1(radius * 0.05)}" opacity="0.35" filter="url(#b12)"/>
        <ellipse ${ellipse} stroke="url(#orbitStroke)" stroke-width="${r1(radius * 0.008 + 1)}"/>
        <circle cx="${ex}" cy="${ey}" r="${r1(radius * 0.06)}" fill="${c.cyan}" opacity="0.45" filter="url(#b12)"/>
        <circle cx="${ex}" cy="${ey}" r="${r1(radius * 0.018 + 2)}" fill="${c.cyanLight}"/>
      </g>`;
    })
    .join('');
  return `${orbits}
    <circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 0.42)}" fill="${c.amber}" opacity="0.25" filter="url(#b40)"/>
    <circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 0.16)}" fill="url(#nucleus)"/>`;
}

export const atomDefs = `<linearGradient id="orbitStroke" x1="0" x2="1" y1="0" y2="1">
    <stop offset="0" stop-color="${c.cyanLight}"/><stop offset="1" stop-color="${c.violetLight}" stop-opacity="0.5"/>
  </linearGradient>
  <radialGradient id="nucleus"><stop offset="0" stop-color="#fffbe8"/><stop offset="0.45" stop-color="${c.amberLight}"/><stop offset="1" stop-color="${c.amber}" stop-opacity="0"/></radialGradient>`;

/** Straight wavefronts of the light arriving from the left. */
export function planeWaves(until: number, height: number, step: number) {
  let out = '';
  for (let x = until - step; x > 0; x -= step) {
    const o = r1(0.15 + 0.45 * (x / until));
    out += `<line x1="${r1(x)}" y1="0" x2="${r1(x)}" y2="${r1(height)}" stroke="${c.cyan}" stroke-width="2.5" opacity="${o}"/>`;
  }
  return out;
}

/** Concentric wavefronts from two slits, overlapping into fringes. */
export function wavefronts(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  reach: number,
  step: number,
) {
  let out = '';
  for (let r = step; r < reach; r += step) {
    const o = r1(0.55 * (1 - r / reach) + 0.05);
    out += `<circle cx="${r1(x1)}" cy="${r1(y1)}" r="${r1(r)}" fill="none" stroke="${c.cyan}" stroke-width="2.5" opacity="${o}"/>`;
    out += `<circle cx="${r1(x2)}" cy="${r1(y2)}" r="${r1(r)}" fill="none" stroke="${c.violetLight}" stroke-width="2.5" opacity="${o}"/>`;
  }
  return out;
}

/**
 * Bright and dark bands (cos² under a Gaussian envelope), as on the screen of a double-slit
 * experiment: a vertical gradient with many stops, so the bands are smooth.
 */
export function fringeScreen(
  id: string,
  x: number,
  top: number,
  bottom: number,
  width: number,
  blur = '',
) {
  const stops: string[] = [];
  for (let i = 0; i <= 160; i += 1) {
    const t = i / 160 - 0.5;
    const intensity = Math.cos(t * Math.PI * 13) ** 2 * Math.exp(-((t / 0.3) ** 2));
    stops.push(
      `<stop offset="${r1(i / 1.6) / 100}" stop-color="${c.cyanLight}" stop-opacity="${r1(intensity)}"/>`,
    );
  }
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.join('')}</linearGradient>
    <rect x="${r1(x)}" y="${r1(top)}" width="${r1(width)}" height="${r1(bottom - top)}" fill="url(#${id})"${blur}/>`;
}

/** A hexagonal lattice in perspective: far atoms small and soft, near ones large and blurred. */
export function lattice({ w, h }: Canvas, seed: number, rows: number, cols: number) {
  const next = random(seed);
  let bonds = '';
  let atoms = '';
  const horizon = h * 0.28;
  const point = (row: number, col: number) => {
    const depth = row / (rows - 1); // 0 far, 1 near
    const scale = 0.35 + depth * depth * 1.6;
    const y = horizon + (h - horizon) * (depth * depth * 0.95 + depth * 0.15);
    const spread = w * 0.09 * scale;
    const x = w / 2 + (col - (cols - 1) / 2 + (row % 2 ? 0.5 : 0)) * spread;
    return { x, y, scale, depth };
  };
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const p = point(row, col);
      const right = col + 1 < cols ? point(row, col + 1) : undefined;
      const below = row + 1 < rows ? point(row + 1, col) : undefined;
      const stroke = r1(0.8 + p.scale);
      const o = r1(0.12 + p.depth * 0.25);
      if (right)
        bonds += `<line x1="${r1(p.x)}" y1="${r1(p.y)}" x2="${r1(right.x)}" y2="${r1(right.y)}" stroke="${c.violetLight}" stroke-width="${stroke}" opacity="${o}"/>`;
      if (below)
        bonds += `<line x1="${r1(p.x)}" y1="${r1(p.y)}" x2="${r1(below.x)}" y2="${r1(below.y)}" stroke="${c.violetLight}" stroke-width="${stroke}" opacity="${o}"/>`;
      const lit = next() < 0.12;
      const radius = r1((lit ? 9 : 6) * p.scale);
      const fill = lit ? c.amberLight : c.violetLight;
      const blur =
        p.depth > 0.8 ? ' filter="url(#b12)"' : p.depth < 0.25 ? ' filter="url(#b4)"' : '';
      if (lit)
        atoms += `<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="${r1(radius * 4)}" fill="${c.amber}" opacity="0.22" filter="url(#b40)"/>`;
      atoms += `<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="${radius}" fill="${fill}" opacity="${r1(0.55 + p.depth * 0.4)}"${blur}/>`;
    }
  }
  return `<g>${bonds}</g><g>${atoms}</g>`;
}

/** A travelling wave packet: a Gaussian envelope times a sine, drawn with a glow. */
export function wavePacket(x0: number, x1: number, y: number, amplitude: number, color: string) {
  const points: string[] = [];
  const steps = 240;
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const x = x0 + (x1 - x0) * t;
    const envelope = Math.exp(-(((t - 0.55) / 0.18) ** 2));
    points.push(
      `${i === 0 ? 'M' : 'L'}${r1(x)} ${r1(y + amplitude * envelope * Math.sin(t * 70))}`,
    );
  }
  const d = points.join('');
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${r1(amplitude * 0.12)}" opacity="0.35" filter="url(#b12)"/>
    <path d="${d}" fill="none" stroke="${color}" stroke-width="3.5" stroke-linecap="round"/>`;
}

/** A constellation: bright nodes joined by fine lines, a network of people. */
export function constellation(
  { w, h }: Canvas,
  seed: number,
  count: number,
  area: [number, number, number, number],
) {
  const next = random(seed);
  const [ax, ay, aw, ah] = area;
  const nodes = Array.from({ length: count }, () => ({
    x: (ax + next() * aw) * w,
    y: (ay + next() * ah) * h,
    big: next() < 0.3,
  }));
  let lines = '';
  nodes.forEach((node, i) => {
    const near = nodes
      .map((other, j) => ({ j, d: Math.hypot(other.x - node.x, other.y - node.y) }))
      .filter((entry) => entry.j !== i)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2);
    for (const { j } of near) {
      const other = nodes[j];
      if (j < i || !other) continue;
      lines += `<line x1="${r1(node.x)}" y1="${r1(node.y)}" x2="${r1(other.x)}" y2="${r1(other.y)}" stroke="${c.cyanLight}" stroke-width="1.6" opacity="0.4"/>`;
    }
  });
  const dots = nodes
    .map((node) => {
      const r = node.big ? 7 : 4;
      const color = node.big ? c.amberLight : c.cyanLight;
      return `<circle cx="${r1(node.x)}" cy="${r1(node.y)}" r="${r * 5}" fill="${color}" opacity="0.18" filter="url(#b12)"/><circle cx="${r1(node.x)}" cy="${r1(node.y)}" r="${r}" fill="${color}"/>`;
    })
    .join('');
  return lines + dots;
}

/** A spiral galaxy: dots along two logarithmic arms, with a bright core. */
export function galaxy(cx: number, cy: number, size: number, seed: number) {
  const next = random(seed);
  let out = `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(size * 0.9)}" ry="${r1(size * 0.5)}" fill="${c.violet}" opacity="0.35" filter="url(#b40)"/>`;
  for (let arm = 0; arm < 2; arm += 1) {
    for (let i = 0; i < 260; i += 1) {
      const t = i / 260;
      const angle = arm * Math.PI + t * Math.PI * 3.2;
      const radius = size * 0.08 * Math.exp(t * 2.4);
      const jitter = size * 0.06 * (next() - 0.5) * (1 + t * 2);
      const x = cx + (radius + jitter) * Math.cos(angle);
      const y = cy + (radius + jitter) * Math.sin(angle) * 0.55;
      const color = next() < 0.7 ? c.cyanLight : next() < 0.5 ? c.violetLight : c.amberLight;
      out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(0.8 + next() * 2.4)}" fill="${color}" opacity="${r1(0.4 + next() * 0.6)}"/>`;
    }
  }
  out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size * 0.22)}" fill="${c.amberLight}" opacity="0.55" filter="url(#b40)"/>`;
  out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size * 0.05)}" fill="#fffbe8"/>`;
  return out;
}

/** Field lines of a dipole between a positive (amber) and a negative (cyan) charge. */
export function dipole(x1: number, y1: number, x2: number, y2: number, spread: number) {
  let out = '';
  for (const degrees of [10, 22, 36, 52, 70, 92, 118, 150]) {
    const theta = (degrees * Math.PI) / 180;
    const reach = spread * (0.25 + degrees / 90);
    for (const side of [-1, 1]) {
      const d = `M${r1(x1)} ${r1(y1)} C${r1(x1 + Math.cos(theta) * reach)} ${r1(y1 + side * Math.sin(theta) * reach)} ${r1(
        x2 - Math.cos(theta) * reach,
      )} ${r1(y2 + side * Math.sin(theta) * reach)} ${r1(x2)} ${r1(y2)}`;
      out += `<path d="${d}" fill="none" stroke="${c.violetLight}" stroke-width="2.2" opacity="0.55"/>`;
    }
  }
  out += `<circle cx="${r1(x1)}" cy="${r1(y1)}" r="${r1(spread * 0.16)}" fill="${c.amber}" opacity="0.35" filter="url(#b40)"/>`;
  out += `<circle cx="${r1(x2)}" cy="${r1(y2)}" r="${r1(spread * 0.16)}" fill="${c.cyan}" opacity="0.35" filter="url(#b40)"/>`;
  out += `<circle cx="${r1(x1)}" cy="${r1(y1)}" r="${r1(spread * 0.045)}" fill="${c.amberLight}"/>`;
  out += `<circle cx="${r1(x2)}" cy="${r1(y2)}" r="${r1(spread * 0.045)}" fill="${c.cyanLight}"/>`;
  return out;
}

/** A prism splitting a white beam into a spectrum. */
export function prism({ w, h }: Canvas) {
  const cx = w * 0.48;
  const cy = h * 0.55;
  const s = Math.min(w, h) * 0.36;
  const top = `${r1(cx)},${r1(cy - s)}`;
  const left = `${r1(cx - s * 0.9)},${r1(cy + s * 0.6)}`;
  const right = `${r1(cx + s * 0.9)},${r1(cy + s * 0.6)}`;
  const colors = ['#ef4444', '#f97316', '#facc15', '#4ade80', '#22d3ee', '#6366f1', '#a855f7'];
  const fan = colors
    .map((color, i) => {
      const y = h * 0.3 + i * h * 0.075;
      return `<polygon points="${r1(cx + s * 0.42)},${r1(cy - s * 0.05 + i * 4)} ${r1(w)},${r1(y)} ${r1(w)},${r1(y + h * 0.08)}" fill="${color}" opacity="0.75"/>`;
    })
    .join('');
  return `<line x1="0" y1="${r1(cy + s * 0.25)}" x2="${r1(cx - s * 0.45)}" y2="${r1(cy - s * 0.05)}" stroke="#ffffff" stroke-width="14" opacity="0.35" filter="url(#b12)"/>
    <line x1="0" y1="${r1(cy + s * 0.25)}" x2="${r1(cx - s * 0.45)}" y2="${r1(cy - s * 0.05)}" stroke="#ffffff" stroke-width="4"/>
    <g filter="url(#b4)">${fan}</g>
    <polygon points="${top} ${left} ${right}" fill="${c.violetLight}" opacity="0.16" stroke="${c.cyanLight}" stroke-width="3"/>`;
}

/** An oscilloscope screen: a grid and two traces. */
export function oscilloscope({ w, h }: Canvas) {
  let grid = '';
  for (let i = 1; i < 10; i += 1)
    grid += `<line x1="${r1((w * i) / 10)}" y1="0" x2="${r1((w * i) / 10)}" y2="${h}" stroke="${c.cyan}" stroke-width="1" opacity="0.18"/>`;
  for (let i = 1; i < 8; i += 1)
    grid += `<line x1="0" y1="${r1((h * i) / 8)}" x2="${w}" y2="${r1((h * i) / 8)}" stroke="${c.cyan}" stroke-width="1" opacity="0.18"/>`;
  const trace = (phase: number, amp: number, freq: number, color: string) => {
    const points: string[] = [];
    for (let i = 0; i <= 200; i += 1) {
      const x = (w * i) / 200;
      const y = h / 2 + amp * h * Math.sin((i / 200) * Math.PI * 2 * freq + phase);
      points.push(`${i === 0 ? 'M' : 'L'}${r1(x)} ${r1(y)}`);
    }
    const d = points.join('');
    return `<path d="${d}" fill="none" stroke="${color}" stroke-width="14" opacity="0.35" filter="url(#b12)"/><path d="${d}" fill="none" stroke="${color}" stroke-width="4"/>`;
  };
  return grid + trace(0, 0.26, 2.5, c.cyanLight) + trace(1.2, 0.14, 5, c.amberLight);
}

/** A blackboard of diagrams: a Feynman-style vertex, a pendulum and a sine, chalk-soft. */
export function seminar({ w, h }: Canvas) {
  const chalk = '#e2e8f0';
  const s = Math.min(w, h);
  const vx = w * 0.32;
  const vy = h * 0.5;
  const wiggle = Array.from({ length: 61 }, (_, i) => {
    const t = i / 60;
    return `${i === 0 ? 'M' : 'L'}${r1(vx + t * s * 0.45)} ${r1(vy + Math.sin(t * Math.PI * 12) * s * 0.025)}`;
  }).join('');
  return `<rect width="${w}" height="${h}" fill="#10241f"/>
    <ellipse cx="${r1(w * 0.5)}" cy="${r1(h * 0.4)}" rx="${r1(w * 0.6)}" ry="${r1(h * 0.5)}" fill="#1d3b33" opacity="0.9" filter="url(#b120)"/>
    <g stroke="${chalk}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.85">
      <line x1="${r1(vx - s * 0.25)}" y1="${r1(vy - s * 0.25)}" x2="${r1(vx)}" y2="${r1(vy)}"/>
      <line x1="${r1(vx - s * 0.25)}" y1="${r1(vy + s * 0.25)}" x2="${r1(vx)}" y2="${r1(vy)}"/>
      <path d="${wiggle}"/>
      <line x1="${r1(w * 0.78)}" y1="${r1(h * 0.12)}" x2="${r1(w * 0.86)}" y2="${r1(h * 0.62)}"/>
      <circle cx="${r1(w * 0.86)}" cy="${r1(h * 0.66)}" r="${r1(s * 0.04)}"/>
      <path d="M${r1(w * 0.7)} ${r1(h * 0.12)} H${r1(w * 0.9)}"/>
      <path d="M${r1(w * 0.78)} ${r1(h * 0.3)} A ${r1(s * 0.2)} ${r1(s * 0.2)} 0 0 1 ${r1(w * 0.815)} ${r1(h * 0.29)}" stroke-dasharray="6 8"/>
    </g>
    <circle cx="${r1(vx)}" cy="${r1(vy)}" r="7" fill="${c.amberLight}"/>
    <circle cx="${r1(w * 0.15)}" cy="${r1(h * 0.85)}" r="${r1(s * 0.3)}" fill="${chalk}" opacity="0.05" filter="url(#b40)"/>`;
}
