import { artLayerUrl, type ArtLayer } from '@contract/artwork';
import { cn } from '@/lib/cn';

/*
 * Physics artwork: small vector images and CSS gradients. Each motif is a layer that
 * positions itself inside a `relative` parent; PhysicsBackdrop stacks them into a hero background
 * with depth (glows, fringes, orbits, field lines, stars) and a gradient overlay for legible text.
 * All of it is decorative and hidden from assistive technology.
 */

type LayerProps = {
  className?: string;
  /**
   * In a page's hero: fetched with the page instead of once laid out. The browser may take a
   * hero's layer for the page's largest paint, and a lazy one paints it half a second late.
   */
  inHero?: boolean;
};

/**
 * One of the vector layers of scripts/art/layers.ts, as an image: drawn inline, each cost every
 * page kilobytes of markup and hundreds of nodes to hydrate.
 */
function Layer({ layer, className, inHero = false }: LayerProps & { layer: ArtLayer }) {
  return (
    <img
      src={artLayerUrl(layer)}
      alt=""
      aria-hidden="true"
      // Below the hero, decoration never competes with the page's own images.
      loading={inHero ? 'eager' : 'lazy'}
      fetchPriority={inHero ? 'auto' : 'low'}
      decoding="async"
      draggable={false}
      data-slot="art-layer"
      className={cn('pointer-events-none select-none', className)}
    />
  );
}

/** Two point sources whose circular wavefronts overlap into interference fringes. */
export function InterferenceFringes(props: LayerProps) {
  return <Layer layer="fringes" {...props} />;
}

/**
 * An atom: three tilted electron orbits around a glowing nucleus, turning slowly. The image turns
 * as a whole (a transform the compositor runs without the main thread), not inside the file: an
 * animated SVG image is painted again on the main thread every frame.
 */
export function Orbits({
  nucleus = true,
  className,
  ...props
}: LayerProps & { nucleus?: boolean }) {
  return (
    <Layer
      layer={nucleus ? 'orbits' : 'orbits-rings'}
      className={cn('motion-safe:animate-orbit', className)}
      {...props}
    />
  );
}

/** Field lines of an electric dipole, from the positive charge (amber) to the negative (cyan). */
export function FieldLines(props: LayerProps) {
  return <Layer layer="field-lines" {...props} />;
}

/** A crystal lattice (atoms and bonds) with a wave packet travelling through it. */
export function LatticeArt(props: LayerProps) {
  return <Layer layer="lattice" {...props} />;
}

/** A faint star field (the star-field utility in globals.css). */
function StarField({ className }: LayerProps) {
  return (
    <div
      aria-hidden="true"
      className={cn('star-field pointer-events-none absolute inset-0 opacity-60', className)}
    />
  );
}

/**
 * The full hero background: night-sky gradients with coloured glows for depth, interference
 * fringes, dipole field lines and stars, an overlay that darkens where text sits, then an atom.
 */
export function PhysicsBackdrop({ className }: LayerProps) {
  return (
    <div
      aria-hidden="true"
      className={cn('physics-glow absolute inset-0 overflow-hidden', className)}
    >
      <StarField />
      <InterferenceFringes
        inHero
        className="-bottom-1/3 -left-1/2 w-[160%] max-w-none sm:-left-1/4 sm:w-[110%] lg:-bottom-1/2 lg:left-[12%] lg:w-[80%]"
      />
      <FieldLines
        inHero
        className="top-0 -left-1/3 h-[55%] w-[130%] opacity-50 sm:left-0 sm:opacity-80 sm:w-full lg:h-[60%] lg:w-[62%]"
      />
      {/* Legibility: darken the bottom and the left, where the headline sits. */}
      <div className="absolute inset-0 bg-linear-to-t from-ink via-ink/45 to-transparent" />
      <div className="absolute inset-0 bg-linear-to-r from-ink/70 via-ink/20 to-transparent" />
      {/* The atom sits away from the text, above the overlays, at full brightness. */}
      <Orbits
        inHero
        className="top-[6%] -right-[30%] w-[95%] max-w-[46rem] opacity-90 sm:-right-[12%] sm:w-[70%] lg:top-[10%] lg:right-[2%] lg:w-[48%]"
      />
    </div>
  );
}
