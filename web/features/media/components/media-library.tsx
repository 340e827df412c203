import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { MediaItem, MediaLibraryKind } from '@contract/media-library';
import { useDeleteMedia } from '@/api/media/delete-media';
import { useMediaLibrary } from '@/api/media/get-media-library';
import { ListPager } from '@/components/admin/list-pager';
import { ListSearch } from '@/components/admin/list-search';
import { LoadError } from '@/components/admin/load-error';
import { useListPage } from '@/components/admin/use-list-page';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useTimeZone } from '@/lib/site';
import { mediaName } from '../usage-links';
import { MediaCard } from './media-card';

const PAGE_SIZE = 24;

type KindFilter = MediaLibraryKind | 'all';
type UseFilter = 'used' | 'unused' | 'all';

const kindFilters: { value: KindFilter; label: string }[] = [
  { value: 'all', label: 'All files' },
  { value: 'image', label: 'Images' },
  { value: 'pdf', label: 'PDFs' },
];
const useFilters: { value: UseFilter; label: string }[] = [
  { value: 'all', label: 'Any use' },
  { value: 'used', label: 'In use' },
  { value: 'unused', label: 'Unused' },
];

function FilterGroup<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1 rounded-full bg-muted p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center rounded-full px-3.5 text-sm font-semibold text-slate-700 transition-colors hover:text-foreground',
            'aria-pressed:bg-card aria-pressed:text-primary-800 aria-pressed:shadow-xs',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** What the delete dialog says: a file in use will be refused, an unused one goes for good. */
function deleteDescription(item: MediaItem | null): string {
  if (!item || item.usages.length === 0)
    return 'Nothing on the site uses it. It is removed for good, with its resized copies.';
  const places = item.usages.length === 1 ? '1 place' : `${item.usages.length} places`;
  return `It was used in ${places} when the list was loaded. A file in use is not deleted: remove it from there first.`;
}

/**
 * /admin/media: every uploaded image and PDF, where each is used, a search, filters by kind and
 * by use, and a delete the server refuses while a page still uses the file.
 */
export function MediaLibrary() {
  const timeZone = useTimeZone();
  const [kind, setKind] = useState<KindFilter>('all');
  const [use, setUse] = useState<UseFilter>('all');
  const list = useListPage(PAGE_SIZE);
  const { page, setPage } = list;
  const library = useMediaLibrary({
    q: list.params.q,
    kind: kind === 'all' ? undefined : kind,
    use: use === 'all' ? undefined : use,
    page,
    pageSize: PAGE_SIZE,
  });
  const remove = useDeleteMedia();
  // The dialog keeps its item while it closes, so its text does not change mid-animation.
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  function confirmDelete() {
    if (!deleting) return;
    const name = mediaName(deleting);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`Deleted ${name}`);
        setDeleteOpen(false);
        // The last one on a later page: show the page before, not an empty one.
        if (page > 1 && library.data?.items.length === 1) setPage(page - 1);
      },
      onError: (error) => {
        // Refused while in use (409), or failed: the reason, and the list as it is now.
        setDeleteOpen(false);
        toast.error(error.message);
      },
    });
  }

  const data = library.data;
  const filtered = Boolean(list.q) || kind !== 'all' || use !== 'all';

  return (
    <div className="grid min-w-0 gap-6">
      <AdminPageHeader
        title="Media library"
        description={`Every image and PDF uploaded to the site, and where each is used. A file in use cannot be deleted: remove it from its page first.${
          data && !filtered ? ` ${data.total === 1 ? '1 file' : `${data.total} files`}.` : ''
        }`}
      />
      <ListSearch
        label="Search the media library"
        placeholder="A page that uses it, or a file id"
        value={list.search}
        onChange={list.setSearch}
        className="max-w-md"
      />
      <div className="flex flex-wrap items-center gap-3">
        <FilterGroup
          label="Kind"
          options={kindFilters}
          value={kind}
          onChange={(value) => {
            setKind(value);
            setPage(1);
          }}
        />
        <FilterGroup
          label="Use"
          options={useFilters}
          value={use}
          onChange={(value) => {
            setUse(value);
            setPage(1);
          }}
        />
      </div>

      {library.isPending ? (
        <div
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
          aria-busy="true"
          aria-label="Loading the media library"
        >
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} className="h-72 rounded-card text-muted-foreground" />
          ))}
        </div>
      ) : library.isError ? (
        <LoadError message={library.error.message} onRetry={() => void library.refetch()} />
      ) : library.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border px-6 py-14 text-center">
          <FolderOpen className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="max-w-md text-muted-foreground">
            {list.q
              ? `No files match “${list.q}”.`
              : filtered
                ? 'No files match these filters.'
                : 'Nothing uploaded yet. Images and PDFs show here once they are added on the Gallery, Events & news or Academics pages.'}
          </p>
        </div>
      ) : (
        <>
          {filtered && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {library.data.total === 1 ? '1 file matches.' : `${library.data.total} files match.`}
            </p>
          )}
          <ul
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
            aria-label="Files"
            aria-busy={library.isFetching || undefined}
          >
            {library.data.items.map((item) => (
              <li key={item.id}>
                <MediaCard
                  item={item}
                  timeZone={timeZone}
                  deleting={remove.isPending && remove.variables === item.id}
                  onDelete={() => {
                    setDeleting(item);
                    setDeleteOpen(true);
                  }}
                />
              </li>
            ))}
          </ul>
          <ListPager
            label="Media library pages"
            page={page}
            pageSize={PAGE_SIZE}
            total={library.data.total}
            onPage={setPage}
          />
        </>
      )}

      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        destructive
        title={`Delete ${deleting ? mediaName(deleting) : 'this file'}?`}
        description={deleteDescription(deleting)}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
