import { CourseDetails } from '@/features/academics/components/course/course-details';
import { found } from '@/lib/not-found';
import { absoluteUrl, pageMeta, rootData } from '@/lib/page-meta';
import type { RouteHandle } from '../root';
import type { Route } from './+types/academics-course';

// Complete HTML with a small script of its own (see RouteHandle in root.tsx): the page is read,
// followed and downloaded from, never changed in place, so React in the browser only cost it the
// framework's 104 KB and the hydration of its outline, materials and papers.
export const handle: RouteHandle = { hydrate: false };

/** The course by its code ('PHY 101') or database id; an unknown one answers 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { course: found(await context.reads.courses.item(params.id)) };
}

export const meta: Route.MetaFunction = (args) => {
  const course = args.data?.course;
  const root = rootData(args.matches);
  if (!course) return pageMeta(args, undefined);
  const path = `/academics/course/${encodeURIComponent(course.id)}`;
  return pageMeta(args, {
    title: `${course.id}: ${course.title}`,
    description: course.description,
    path,
    jsonLd: root && {
      '@context': 'https://schema.org',
      '@type': 'Course',
      courseCode: course.id,
      name: course.title,
      description: course.description,
      educationalLevel: course.level,
      numberOfCredits: course.credits,
      ...(course.outline.length > 0
        ? { syllabusSections: course.outline.map((name) => ({ '@type': 'Syllabus', name })) }
        : {}),
      provider: { '@type': 'Organization', name: root.site.name, url: root.origin },
      url: absoluteUrl(root.origin, path),
    },
  });
};

/** /academics/course/:id: the course's details, outline, materials and past questions. */
export default function AcademicsCourse({ loaderData }: Route.ComponentProps) {
  return <CourseDetails course={loaderData.course} />;
}
