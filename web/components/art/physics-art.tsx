import { useId } from 'react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

/*
 * Physics artwork drawn in SVG and CSS gradients: nothing is downloaded. Each motif is a layer that
 * positions itself inside a `relative` parent; PhysicsBackdrop stacks them into a hero background
 * with depth (glows, fringes, orbits, field lines, stars) and a gradient overlay for legible text.
 * All of it is decorative and hidden from assistive technology.
 */

type LayerProps = { className?: string };

const round = (value: number) => Math.round(value * 10) / 10;

/** Two point sources whose circular wavefronts overlap into interference fringes. */
export function InterferenceFringes({ className }: LayerProps) {
  const id = useId();
  const radii = Array.from({ length: 38 }, (_, index) => 10 + index * 15);
  return (
    <svg
      viewBox="0 0 800 800"
      aria-hidden="true"
      focusable="false"
      data-slot="art-layer"
      className={cn('pointer-events-none', className)}
    >
      <defs>
        <radialGradient id={`${id}-fade`}>
          <stop offset="0%" stopColor="white" stopOpacity="1" />
          <stop offset="70%" stopColor="white" stopOpacity="0.5" />
          <stop offset="100%" stopColor="white" stopOpacity="0" />
        </radialGradient>
        <mask id={`${id}-mask`}>
          <rect width="800" height="800" fill={`url(#${id}-fade)`} />
        </mask>
      </defs>
      <g
        mask={`url(#${id}-mask)`}
        fill="none"
        strokeWidth="4"
        className="stroke-cyan-300"
        strokeOpacity="0.3"
      >
        {radii.map((r) => (
          <circle key={`a${r}`} cx="335" cy="400" r={r} />
        ))}
        {radii.map((r) => (
          <circle key={`b${r}`} cx="465" cy="400" r={r} />
        ))}
      </g>
    </svg>
  );
}

/** An atom: three tilted electron orbits around a glowing nucleus, turning slowly. */
export function Orbits({ className, nucleus = true }: LayerProps & { nucleus?: boolean }) {
  const id = useId();
  const orbits = [0, 60, 120];
  return (
    <svg
      viewBox="0 0 600 600"
      aria-hidden="true"
      focusable="false"
      data-slot="art-layer"
      className={cn('pointer-events-none', className)}
    >
      <defs>
        <radialGradient id={`${id}-nucleus`}>
          <stop offset="0%" className="[stop-color:var(--color-amber-200)]" />
          <stop offset="45%" className="[stop-color:var(--color-amber-400)]" />
          <stop offset="100%" className="[stop-color:var(--color-amber-500)]" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-orbit`} x1="0" x2="1" y1="0" y2="1">
          <stop offset="0%" className="[stop-color:var(--color-cyan-300)]" stopOpacity="0.9" />
          <stop
            offset="100%"
            className="[stop-color:var(--color-primary-300)]"
            stopOpacity="0.35"
          />
        </linearGradient>
      </defs>
      <g className="origin-center motion-safe:animate-orbit motion-reduce:animate-none">
        {orbits.map((angle) => (
          <g key={angle} transform={`rotate(${angle} 300 300)`}>
            <ellipse
              cx="300"
              cy="300"
              rx="270"
              ry="96"
              fill="none"
              stroke={`url(#${id}-orbit)`}
              strokeWidth="2.5"
            />
            <circle cx="570" cy="300" r="9" className="fill-cyan-300" />
            <circle cx="570" cy="300" r="22" className="fill-cyan-300" fillOpacity="0.18" />
          </g>
        ))}
      </g>
      {nucleus && (
        <>
          <circle cx="300" cy="300" r="70" fill={`url(#${id}-nucleus)`} />
          <circle cx="300" cy="300" r="26" className="fill-amber-300" />
        </>
      )}
    </svg>
  );
}

/** Field lines of an electric dipole, from the positive charge (amber) to the negative (cyan). */
export function FieldLines({ className }: LayerProps) {
  const plus = { x: 380, y: 300 };
  const minus = { x: 620, y: 300 };
  const angles = [14, 28, 44, 62, 84, 110, 140];
  const lines = angles.flatMap((degrees) => {
    const theta = (degrees * Math.PI) / 180;
    const reach = 60 + degrees * 3.1;
    const dx = Math.cos(theta) * reach;
    const dy = Math.sin(theta) * reach;
    return [-1, 1].map(
      (side) =>
        `M${plus.x} ${plus.y} C${round(plus.x + dx)} ${round(plus.y + side * dy)} ${round(
          minus.x - dx,
        )} ${round(minus.y + side * dy)} ${minus.x} ${minus.y}`,
    );
  });
  return (
    <svg
      viewBox="0 0 1000 600"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-slot="art-layer"
      className={cn('pointer-events-none', className)}
    >
      <g fill="none" strokeWidth="1.75" className="stroke-primary-300" strokeOpacity="0.5">
        <path d={`M${plus.x} ${plus.y} H${minus.x}`} />
        {lines.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <circle cx={plus.x} cy={plus.y} r="14" className="fill-amber-400" fillOpacity="0.85" />
      <circle cx={minus.x} cy={minus.y} r="14" className="fill-cyan-400" fillOpacity="0.85" />
    </svg>
  );
}

/** A crystal lattice (atoms and bonds) with a wave packet travelling through it. */
export function LatticeArt({ className }: LayerProps) {
  const spacing = 56;
  const nodes = Array.from({ length: 6 }, (_, row) =>
    Array.from({ length: 8 }, (_, col) => ({
      x: 20 + col * spacing + (row % 2 ? spacing / 2 : 0),
      y: 24 + row * spacing * 0.9,
      key: `${row}-${col}`,
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
  const packet = Array.from({ length: 121 }, (_, index) => {
    const x = index * 4;
    const envelope = Math.exp(-(((x - 240) / 90) ** 2));
    const y = 150 + 70 * envelope * Math.sin(x / 8);
    return `${index === 0 ? 'M' : 'L'}${x} ${round(y)}`;
  }).join('');
  return (
    <svg
      viewBox="0 0 480 300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-slot="art-layer"
      className={cn('pointer-events-none', className)}
    >
      <g className="stroke-primary-300" strokeOpacity="0.3" strokeWidth="1.5">
        {bonds.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      {nodes.flat().map((node) => (
        <circle
          key={node.key}
          cx={node.x}
          cy={node.y}
          r={node.lit ? 7 : 5}
          className={node.lit ? 'fill-amber-300' : 'fill-primary-300'}
          fillOpacity={node.lit ? 1 : 0.7}
        />
      ))}
      <path
        d={packet}
        fill="none"
        strokeWidth="10"
        className="stroke-cyan-400"
        strokeOpacity="0.18"
      />
      <path
        d={packet}
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        className="stroke-cyan-300"
      />
    </svg>
  );
}

/** A faint star field made of tiny radial gradients, repeated. */
export function StarField({ className }: LayerProps) {
  const style: React.CSSProperties = {
    backgroundImage: [
      'radial-gradient(1.5px 1.5px at 20px 30px, rgb(255 255 255 / 0.9), transparent)',
      'radial-gradient(1px 1px at 120px 80px, rgb(255 255 255 / 0.7), transparent)',
      'radial-gradient(1.5px 1.5px at 200px 160px, rgb(165 243 252 / 0.8), transparent)',
      'radial-gradient(1px 1px at 60px 190px, rgb(255 255 255 / 0.6), transparent)',
      'radial-gradient(1px 1px at 250px 40px, rgb(253 230 138 / 0.7), transparent)',
    ].join(', '),
    backgroundSize: '280px 220px',
  };
  return (
    <div
      aria-hidden="true"
      className={cn('pointer-events-none absolute inset-0 opacity-60', className)}
      style={style}
    />
  );
}

/**
 * The full hero background: night-sky gradients with coloured glows for depth, interference
 * fringes, dipole field lines and stars, an overlay that darkens where text sits, then an atom.
 */
export function PhysicsBackdrop({ className }: LayerProps) {
  const glow: React.CSSProperties = {
    backgroundImage: [
      'radial-gradient(60% 50% at 85% 15%, oklch(52.6% 0.27 285 / 0.55), transparent 70%)',
      'radial-gradient(45% 40% at 10% 85%, oklch(71.5% 0.143 215 / 0.28), transparent 70%)',
      'radial-gradient(35% 30% at 60% 60%, oklch(82.8% 0.189 84 / 0.12), transparent 70%)',
      'linear-gradient(160deg, var(--color-ink) 0%, var(--color-primary-950) 55%, var(--color-ink) 100%)',
    ].join(', '),
  };
  return (
    <div
      aria-hidden="true"
      className={cn('absolute inset-0 overflow-hidden', className)}
      style={glow}
    >
      <StarField />
      <InterferenceFringes className="-bottom-1/3 -left-1/2 w-[160%] max-w-none sm:-left-1/4 sm:w-[110%] lg:-bottom-1/2 lg:left-[12%] lg:w-[80%]" />
      <FieldLines className="top-0 -left-1/3 h-[55%] w-[130%] opacity-50 sm:left-0 sm:opacity-80 sm:w-full lg:h-[60%] lg:w-[62%]" />
      {/* Legibility: darken the bottom and the left, where the headline sits. */}
      <div className="absolute inset-0 bg-linear-to-t from-ink via-ink/45 to-transparent" />
      <div className="absolute inset-0 bg-linear-to-r from-ink/70 via-ink/20 to-transparent" />
      {/* The atom sits away from the text, above the overlays, at full brightness. */}
      <Orbits className="top-[6%] -right-[30%] w-[95%] max-w-[46rem] opacity-90 sm:-right-[12%] sm:w-[70%] lg:top-[10%] lg:right-[2%] lg:w-[48%]" />
    </div>
  );
}
