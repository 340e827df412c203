import type { Course } from '@contract/courses';
import { useDeleteCourse } from '@/api/courses/delete-course';
import { useCourses } from '@/api/courses/get-courses';
import { DeleteConfirm } from '@/components/admin/delete-confirm';
import { ListState } from '@/components/admin/list-state';
import { useDeleteConfirm } from '@/components/admin/use-delete-confirm';
import { useRecordEditor } from '@/components/admin/use-record-editor';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { categoryName } from '@/features/academics/labels';
import { CourseFormDialog } from './course-form-dialog';
import { ActionsCell, ManagerTable } from './manager-table';
import { ManagerToolbar } from './manager-toolbar';
import { useRecordSearch } from './use-record-search';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const searchable = (course: Course) => [
  course.id,
  course.title,
  course.description,
  categoryName(course.category),
  course.level,
];

/** The Courses tab: every course, searchable, with add, edit and delete. */
export function CourseManager() {
  const courses = useCourses();
  const remove = useDeleteCourse();
  const { search, setSearch, all, shown } = useRecordSearch(courses.data, searchable);
  const editor = useRecordEditor<Course>();
  const deleting = useDeleteConfirm<Course>(remove, {
    titleOf: (course) => `${course.id}: ${course.title}`,
    deletedMessage: (course) => `Deleted ${course.id}`,
  });

  return (
    <section aria-labelledby="admin-courses-title" className="grid gap-4">
      <ManagerToolbar
        title="Courses"
        titleId="admin-courses-title"
        summary={
          courses.data
            ? search
              ? `${shown.length} of ${plural(all.length, 'course', 'courses')}`
              : plural(all.length, 'course', 'courses')
            : ' '
        }
        search={search}
        onSearch={setSearch}
        searchLabel="Search courses"
        searchPlaceholder="Code, title or description"
        addLabel="Add Course"
        onAdd={editor.add}
      />
      <ListState
        isPending={courses.isPending}
        error={courses.isError ? `Error loading courses: ${courses.error.message}` : null}
        onRetry={() => void courses.refetch()}
        retrying={courses.isFetching}
        isEmpty={shown.length === 0}
        emptyMessage={
          all.length === 0 ? 'No courses yet. Add the first one.' : 'No course matches the search.'
        }
      >
        <ManagerTable
          labelledBy="admin-courses-title"
          headings={
            <>
              <TableHead>Code</TableHead>
              <TableHead>Title</TableHead>
              <TableHead>Category</TableHead>
              <TableHead>Level</TableHead>
              <TableHead className="text-right">Credits</TableHead>
              <TableHead>Materials</TableHead>
              <TableHead>Past questions</TableHead>
            </>
          }
        >
          {shown.map((course) => (
            <TableRow key={course._id}>
              <TableCell
                label="Code"
                className="font-mono font-semibold whitespace-nowrap text-primary"
              >
                {course.id}
              </TableCell>
              <TableCell label="Title" className="font-medium text-foreground">
                {course.title}
              </TableCell>
              <TableCell label="Category">
                <Badge variant="muted">{categoryName(course.category)}</Badge>
              </TableCell>
              <TableCell label="Level" className="tabular-nums">
                {course.level}
              </TableCell>
              <TableCell label="Credits" className="tabular-nums md:text-right">
                {course.credits}
              </TableCell>
              <TableCell label="Materials" className="tabular-nums">
                {course.materials.length}
              </TableCell>
              <TableCell label="Past questions" className="tabular-nums">
                {course.pastQuestions.length}
              </TableCell>
              <ActionsCell
                title={course.id}
                onEdit={() => editor.edit(course)}
                onDelete={() => deleting.ask(course)}
              />
            </TableRow>
          ))}
        </ManagerTable>
      </ListState>
      <CourseFormDialog
        open={editor.open}
        course={editor.record}
        onOpenChange={editor.onOpenChange}
      />
      <DeleteConfirm question="Are you sure you want to delete this course?" {...deleting.dialog} />
    </section>
  );
}
