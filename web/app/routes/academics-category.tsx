import { CategoryPage } from '@/features/academics/components/category/category-page';
import { categoryById, isCategoryId } from '@/features/academics/labels';
import { notFound } from '@/lib/not-found';
import { pageMeta } from '@/lib/page-meta';
import { settle } from '@/lib/settled';
import { useRouteRefresh } from '@/lib/use-route-refresh';
import type { Route } from './+types/academics-category';

/** The category's courses, tutorials and learning resources; an unknown category answers 404. */
export async function loader({ params, context: { reads } }: Route.LoaderArgs) {
  const category = params.categoryId;
  if (!isCategoryId(category)) notFound();
  const [courses, tutorials, resources] = await Promise.all([
    settle(reads.courses.list({ category }), 'Failed to fetch courses'),
    settle(reads.tutorials.list({ category }), 'Failed to fetch tutorials'),
    settle(
      reads.resources.list().then((all) => all.filter((item) => item.category === category)),
      'Failed to fetch learning resources',
    ),
  ]);
  return { category, courses, tutorials, resources };
}

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

type Data = Awaited<ReturnType<typeof loader>>;

/** /academics/category/:categoryId: a specialization's courses by level, tutorials and resources. */
export default function AcademicsCategory({ loaderData }: Route.ComponentProps) {
  const courses = useRouteRefresh(loaderData.courses, (data: Data) => data.courses);
  const tutorials = useRouteRefresh(loaderData.tutorials, (data: Data) => data.tutorials);
  const resources = useRouteRefresh(loaderData.resources, (data: Data) => data.resources);
  return (
    <CategoryPage
      key={loaderData.category}
      categoryId={loaderData.category}
      courses={courses}
      tutorials={tutorials}
      resources={resources}
    />
  );
}
