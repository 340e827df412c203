import { FETCH_COURSES_FAILED } from '@/api/courses/messages';
import { FETCH_RESOURCES_FAILED } from '@/api/resources/messages';
import { FETCH_TUTORIALS_FAILED } from '@/api/tutorials/messages';
import { CategoryPage } from '@/features/academics/components/category/category-page';
import { categoryById, isCategoryId } from '@/features/academics/labels';
import { rememberMyCategoryLevel } from '@/features/academics/remember-my-category-level';
import { notFound } from '@/lib/not-found';
import { pageMeta } from '@/lib/page-meta';
import { settle } from '@/lib/settled';
import type { RouteHandle } from '../root';
import type { Route } from './+types/academics-category';

// Complete HTML with a small script of its own: see RouteHandle in root.tsx.
export const handle: RouteHandle = { hydrate: false };

/** The category's courses, tutorials and learning resources; an unknown category answers 404. */
export async function loader({ params, context: { reads } }: Route.LoaderArgs) {
  const category = params.categoryId;
  if (!isCategoryId(category)) notFound();
  const [courses, tutorials, resources] = await Promise.all([
    settle(reads.courses.list({ category }), FETCH_COURSES_FAILED),
    settle(reads.tutorials.list({ category }), FETCH_TUTORIALS_FAILED),
    settle(
      reads.resources.list().then((all) => all.filter((item) => item.category === category)),
      FETCH_RESOURCES_FAILED,
    ),
  ]);
  return { category, courses, tutorials, resources };
}

/** 'My category and level', chosen or forgotten in the page's forms. */
export const action = ({ request }: Route.ActionArgs) => rememberMyCategoryLevel(request);

export const meta: Route.MetaFunction = (args) => {
  const category = args.data && categoryById(args.data.category);
  return pageMeta(
    args,
    category && {
      title: `${category.name} | Academics`,
      description: category.description,
      path: `/academics/category/${category.id}`,
    },
  );
};

/** /academics/category/:categoryId: a specialization's courses by level, tutorials and resources. */
export default function AcademicsCategory({ loaderData }: Route.ComponentProps) {
  const { category, ...lists } = loaderData;
  return <CategoryPage key={category} categoryId={category} {...lists} />;
}
