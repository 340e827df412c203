import type { Tutorial } from '@contract/tutorials';
import { useDeleteTutorial } from '@/api/tutorials/delete-tutorial';
import { useTutorials } from '@/api/tutorials/get-tutorials';
import { DeleteConfirm } from '@/components/admin/delete-confirm';
import { ListState } from '@/components/admin/list-state';
import { useDeleteConfirm } from '@/components/admin/use-delete-confirm';
import { useRecordEditor } from '@/components/admin/use-record-editor';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { categoryName, formatDay, formatViews } from '@/features/academics/labels';
import { ActionsCell, ManagerTable } from './manager-table';
import { ManagerToolbar } from './manager-toolbar';
import { useRecordSearch } from './use-record-search';
import { TutorialFormDialog } from './tutorial-form-dialog';

const plural = (count: number) => `${count} ${count === 1 ? 'tutorial' : 'tutorials'}`;

const searchable = (tutorial: Tutorial) => [
  tutorial.title,
  tutorial.description,
  tutorial.lecturer,
  categoryName(tutorial.category),
  tutorial.level,
  ...tutorial.keywords,
];

/** The Tutorials tab: every tutorial, searchable, with add, edit and delete. */
export function TutorialManager() {
  const tutorials = useTutorials();
  const remove = useDeleteTutorial();
  const { search, setSearch, all, shown } = useRecordSearch(tutorials.data, searchable);
  const editor = useRecordEditor<Tutorial>();
  const deleting = useDeleteConfirm<Tutorial>(remove, { titleOf: (tutorial) => tutorial.title });

  return (
    <section aria-labelledby="admin-tutorials-title" className="grid gap-4">
      <ManagerToolbar
        title="Tutorials"
        titleId="admin-tutorials-title"
        summary={
          tutorials.data
            ? search
              ? `${shown.length} of ${plural(all.length)}`
              : `${plural(all.length)}, newest first`
            : ' '
        }
        search={search}
        onSearch={setSearch}
        searchLabel="Search tutorials"
        searchPlaceholder="Title, lecturer or keyword"
        addLabel="Add Tutorial"
        onAdd={editor.add}
      />
      <ListState
        isPending={tutorials.isPending}
        error={tutorials.isError ? `Error loading tutorials: ${tutorials.error.message}` : null}
        onRetry={() => void tutorials.refetch()}
        retrying={tutorials.isFetching}
        isEmpty={shown.length === 0}
        emptyMessage={
          all.length === 0
            ? 'No tutorials yet. Add the first one.'
            : 'No tutorial matches the search.'
        }
      >
        <ManagerTable
          labelledBy="admin-tutorials-title"
          headings={
            <>
              <TableHead>Title</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Category</TableHead>
              <TableHead>Level</TableHead>
              <TableHead>Lecturer</TableHead>
              <TableHead>Uploaded</TableHead>
              <TableHead className="text-right">Views</TableHead>
            </>
          }
        >
          {shown.map((tutorial) => (
            <TableRow key={tutorial._id}>
              <TableCell label="Title" className="font-medium text-foreground">
                {tutorial.title}
              </TableCell>
              <TableCell label="Type">
                <Badge variant={tutorial.type === 'video' ? 'default' : 'secondary'}>
                  {tutorial.type === 'video' ? 'Video' : 'Notes'}
                </Badge>
              </TableCell>
              <TableCell label="Category">{categoryName(tutorial.category)}</TableCell>
              <TableCell label="Level" className="tabular-nums">
                {tutorial.level}
              </TableCell>
              <TableCell label="Lecturer">{tutorial.lecturer}</TableCell>
              <TableCell label="Uploaded" className="whitespace-nowrap">
                {formatDay(tutorial.uploadDate)}
              </TableCell>
              <TableCell label="Views" className="tabular-nums md:text-right">
                {formatViews(tutorial.views)}
              </TableCell>
              <ActionsCell
                title={tutorial.title}
                onEdit={() => editor.edit(tutorial)}
                onDelete={() => deleting.ask(tutorial)}
              />
            </TableRow>
          ))}
        </ManagerTable>
      </ListState>
      <TutorialFormDialog
        open={editor.open}
        tutorial={editor.record}
        onOpenChange={editor.onOpenChange}
      />
      <DeleteConfirm
        question="Are you sure you want to delete this tutorial?"
        {...deleting.dialog}
      />
    </section>
  );
}
