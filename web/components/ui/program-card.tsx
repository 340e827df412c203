import { ArrowUpRight, Clock } from 'lucide-react';
import { ArtPicture, type ArtSource } from '@/components/art/art-picture';
import { cn } from '@/lib/cn';

/** Spec §3, Program card: the link's default is a placeholder. */
const PROGRAM_DETAILS_PLACEHOLDER = '#';

type ProgramCardProps = {
  image: ArtSource;
  /** The image's alt text; empty when it only decorates. */
  imageAlt?: string;
  title: string;
  /** The duration line, e.g. '4 years'. */
  duration: string;
  description: string;
  detailsLink?: string;
  /** How wide the card is laid out, for the image's srcset (ArtPicture's default: a third). */
  imageSizes?: string;
  className?: string;
};

const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * A programme: image, title, duration, description and a 'View Details' link to its target. An
 * outside link opens in a new tab and says so to screen readers.
 */
export function ProgramCard({
  image,
  imageAlt = '',
  title,
  duration,
  description,
  detailsLink = PROGRAM_DETAILS_PLACEHOLDER,
  imageSizes,
  className,
}: ProgramCardProps) {
  const external = isExternal(detailsLink);
  return (
    <article
      data-slot="program-card"
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-card bg-card shadow-card ring-1 ring-border',
        className,
      )}
    >
      <div className="surface-ink aspect-[4/3] overflow-hidden lg:aspect-[2/1]">
        <ArtPicture
          art={image}
          alt={imageAlt}
          sizes={imageSizes}
          className="size-full object-cover transition-transform duration-500 motion-safe:hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold tracking-tight text-foreground">{title}</h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-accent-strong">
          <Clock className="size-4" aria-hidden="true" />
          <span>Duration: {duration}</span>
        </p>
        <p className="mt-3 text-sm leading-6 text-muted-foreground">{description}</p>
        <a
          href={detailsLink}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className="mt-auto inline-flex w-fit items-center gap-1.5 rounded-md pt-5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          View Details{' '}
          <span className="sr-only">
            of {title}
            {external ? ' (opens in a new tab)' : ''}
          </span>
          <ArrowUpRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
