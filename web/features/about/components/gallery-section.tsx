import { ArtPicture } from '@/components/art/art-picture';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { aboutGallery } from '../content/gallery';

/** A gallery of three images. */
export function GallerySection() {
  return (
    <section aria-labelledby="gallery-title" className="py-section lg:py-section-lg">
      <div className="container-page">
        <SectionHeading
          id="gallery-title"
          eyebrow="Life in the association"
          title="Moments we share"
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {aboutGallery.map((image, index) => (
            <Reveal key={image.art} as="li" animation="zoom-in" delay={index * 0.1}>
              <figure className="overflow-hidden rounded-card bg-card shadow-card ring-1 ring-border">
                <div className="surface-ink aspect-[4/3] overflow-hidden">
                  <ArtPicture
                    art={{ card: image.art }}
                    alt={image.alt}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    className="size-full object-cover transition-transform duration-500 motion-safe:hover:scale-105"
                  />
                </div>
                <figcaption className="px-5 py-4 text-sm font-semibold text-foreground">
                  {image.caption}
                </figcaption>
              </figure>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
