import { useParams } from 'react-router';
import { useCourse } from '@/features/academics/api/get-course';
import { CourseDetails } from '@/features/academics/components/course/course-details';
import { DetailState } from '@/components/detail-state';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Component as NotFound } from './not-found';

/** /academics/course/:id (a course code like 'PHY 101'); an unknown course shows the not-found page. */
export function Component() {
  const { id = '' } = useParams();
  const course = useCourse(id);
  const { data: site } = useSiteInfo();
  const abbreviation = site?.abbreviation ?? FALLBACK_ABBREVIATION;
  useDocumentTitle(
    course.data
      ? `${course.data.id}: ${course.data.title} | ${abbreviation}`
      : `Course | ${abbreviation}`,
  );
  return (
    <DetailState className="max-w-5xl" query={course} what="this course" notFound={<NotFound />}>
      {(data) => <CourseDetails course={data} />}
    </DetailState>
  );
}
