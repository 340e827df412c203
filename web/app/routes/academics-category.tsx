import { useParams } from 'react-router';
import { CategoryPage } from '@/features/academics/components/category/category-page';
import { categoryById, isCategoryId } from '@/features/academics/labels';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Component as NotFound } from './not-found';

/** /academics/category/:categoryId; an unknown category shows the not-found page (the server answered 404). */
export function Component() {
  const { categoryId = '' } = useParams();
  const { data: site } = useSiteInfo();
  const category = categoryById(categoryId);
  useDocumentTitle(
    `${category?.name ?? 'Academics'} | ${site?.abbreviation ?? FALLBACK_ABBREVIATION}`,
  );
  if (!isCategoryId(categoryId)) return <NotFound />;
  return <CategoryPage key={categoryId} categoryId={categoryId} />;
}
