import { useSearchParams } from 'react-router';
import { isPhotoCategory } from '@contract/photos';
import { PhotoGallery } from '@/features/gallery/components/photo-gallery';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /gallery: the chosen collection lives in the address (?category=alumni), so it can be shared. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('category') ?? undefined;
  const category = isPhotoCategory(requested) ? requested : null;
  const { data: site } = useSiteInfo();
  useDocumentTitle(`Photo Gallery | ${site?.abbreviation ?? FALLBACK_ABBREVIATION}`);

  return (
    <PhotoGallery
      category={category}
      onCategoryChange={(next) =>
        setParams(next ? { category: next } : {}, { replace: true, preventScrollReset: true })
      }
    />
  );
}
