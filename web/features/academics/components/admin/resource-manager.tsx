import type { LearningResource } from '@contract/resources';
import { useDeleteResource } from '@/api/resources/delete-resource';
import { useResources } from '@/api/resources/get-resources';
import { DeleteConfirm } from '@/components/admin/delete-confirm';
import { ListState } from '@/components/admin/list-state';
import { useDeleteConfirm } from '@/components/admin/use-delete-confirm';
import { useRecordEditor } from '@/components/admin/use-record-editor';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { categoryName, resourceTypeLabels } from '@/features/academics/labels';
import { ActionsCell, ManagerTable } from './manager-table';
import { ManagerToolbar } from './manager-toolbar';
import { ResourceFormDialog } from './resource-form-dialog';
import { useRecordSearch } from './use-record-search';

const plural = (count: number) => `${count} ${count === 1 ? 'resource' : 'resources'}`;

const searchable = (resource: LearningResource) => [
  resource.title,
  resource.description,
  resourceTypeLabels[resource.type],
  categoryName(resource.category),
  ...resource.keywords,
];

/** The Learning Resources tab: every resource, searchable, with add, edit and delete. */
export function ResourceManager() {
  const resources = useResources();
  const remove = useDeleteResource();
  const { search, setSearch, all, shown } = useRecordSearch(resources.data, searchable);
  const editor = useRecordEditor<LearningResource>();
  const deleting = useDeleteConfirm<LearningResource>(remove, {
    titleOf: (resource) => resource.title,
  });

  return (
    <section aria-labelledby="admin-resources-title" className="grid gap-4">
      <ManagerToolbar
        title="Learning Resources"
        titleId="admin-resources-title"
        summary={
          resources.data
            ? search
              ? `${shown.length} of ${plural(all.length)}`
              : `${plural(all.length)}, newest first`
            : ' '
        }
        search={search}
        onSearch={setSearch}
        searchLabel="Search resources"
        searchPlaceholder="Title, description or keyword"
        addLabel="Add Resource"
        onAdd={editor.add}
      />
      <ListState
        isPending={resources.isPending}
        error={
          resources.isError ? `Error loading learning resources: ${resources.error.message}` : null
        }
        onRetry={() => void resources.refetch()}
        retrying={resources.isFetching}
        isEmpty={shown.length === 0}
        emptyMessage={
          all.length === 0
            ? 'No learning resources yet. Add the first one.'
            : 'No resource matches the search.'
        }
      >
        <ManagerTable
          labelledBy="admin-resources-title"
          headings={
            <>
              <TableHead>Title</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Category</TableHead>
              <TableHead>Level</TableHead>
              <TableHead>Opens as</TableHead>
            </>
          }
        >
          {shown.map((resource) => (
            <TableRow key={resource._id}>
              <TableCell label="Title" className="font-medium text-foreground">
                {resource.title}
              </TableCell>
              <TableCell label="Type">
                <Badge variant="muted">{resourceTypeLabels[resource.type]}</Badge>
              </TableCell>
              <TableCell label="Category">{categoryName(resource.category)}</TableCell>
              <TableCell label="Level" className="tabular-nums">
                {resource.level ?? 'Every level'}
              </TableCell>
              <TableCell label="Opens as">{resource.downloadable ? 'Download' : 'Link'}</TableCell>
              <ActionsCell
                title={resource.title}
                onEdit={() => editor.edit(resource)}
                onDelete={() => deleting.ask(resource)}
              />
            </TableRow>
          ))}
        </ManagerTable>
      </ListState>
      <ResourceFormDialog
        open={editor.open}
        resource={editor.record}
        onOpenChange={editor.onOpenChange}
      />
      <DeleteConfirm
        question="Are you sure you want to delete this learning resource?"
        {...deleting.dialog}
      />
    </section>
  );
}
