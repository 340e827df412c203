import { TestimonialArticle } from '@/features/testimonials/components/testimonial-article';
import { found } from '@/lib/not-found';
import { pageMeta } from '@/lib/page-meta';
import type { Route } from './+types/testimonial';

export async function loader({ params, context }: Route.LoaderArgs) {
  return { testimonial: found(await context.reads.testimonials.item(params.slug)) };
}

export const meta: Route.MetaFunction = (args) => {
  const testimonial = args.data?.testimonial;
  return pageMeta(
    args,
    testimonial && {
      title: `${testimonial.name}: in their own words`,
      description: testimonial.quote,
      path: `/testimonials/${testimonial.slug}`,
      type: 'article',
    },
  );
};

/** /testimonials/:slug: a full testimonial; an unknown slug answers 404. */
export default function TestimonialRoute({ loaderData }: Route.ComponentProps) {
  return <TestimonialArticle testimonial={loaderData.testimonial} />;
}
