import { useParams } from 'react-router';
import { photoCategoryNames } from '@contract/constants';
import { isPhotoCategory } from '@contract/photos';
import { CategoryGallery } from '@/features/gallery/components/category-gallery';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /gallery/{category}: one collection. A path naming no collection shows the heading 'Gallery'
 * (spec section 2); the server answers that path with HTTP 404.
 */
export function Component() {
  const { category } = useParams();
  const known = isPhotoCategory(category) ? category : null;
  const { data: site } = useSiteInfo();
  const heading = known ? photoCategoryNames[known] : 'Gallery';
  useDocumentTitle(`${heading} | ${site?.abbreviation ?? FALLBACK_ABBREVIATION}`);
  return <CategoryGallery key={known ?? 'unknown'} category={known} />;
}
