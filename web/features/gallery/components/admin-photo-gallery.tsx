import { ImagePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Photo } from '@contract/photos';
import { UNTITLED_PHOTO } from '@contract/photo-names';
import { usePhotos } from '@/api/photos/get-photos';
import { useUpdatePhoto } from '@/api/photos/update-photo';
import { ListPager } from '@/components/admin/list-pager';
import { ListSearch } from '@/components/admin/list-search';
import { useListPage } from '@/components/admin/use-list-page';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '../failure-message';
import { AdminPhotoCard } from './admin-photo-card';
import { draftOf, EditPhotoDialog, type PhotoDraft } from './edit-photo-dialog';
import { QueryError } from './query-error';
import { usePendingDeletes } from './use-pending-deletes';

/** 4 columns, 3 below 1100 px, 2 below 700 px, 1 below 500 px (spec section 2); 16 px gutter. */
const masonry =
  'columns-1 gap-4 min-[500px]:columns-2 min-[700px]:columns-3 min-[1100px]:columns-4';

/**
 * The admin gallery: every photo with Edit and Delete. An update replaces the photo with the
 * server's answer; a delete hides it at once and offers Undo (use-pending-deletes.ts). Failures,
 * which the original only logged, are shown in toasts.
 */
export function AdminPhotoGallery() {
  const list = useListPage(24);
  const photos = usePhotos(list.params);
  const update = useUpdatePhoto();
  const deletes = usePendingDeletes();
  const [editing, setEditing] = useState<{ photo: Photo; draft: PhotoDraft } | null>(null);
  const [savingId, setSavingId] = useState<string | null>(null);

  function save(photo: Photo, draft: PhotoDraft) {
    setSavingId(photo._id);
    update.mutate(
      { id: photo._id, ...draft },
      {
        onSuccess: (saved) =>
          toast.success(`Saved changes to “${saved.name?.trim() || UNTITLED_PHOTO}”.`),
        onError: (error) =>
          toast.error(failureMessage('Failed to update photo.', error), {
            action: { label: 'Edit again', onClick: () => setEditing({ photo, draft }) },
          }),
        onSettled: () => setSavingId(null),
      },
    );
  }

  // The original only logged this; staff are told, in a toast as well as in the page.
  const loadError = photos.isError ? photos.error.message : null;
  useEffect(() => {
    if (loadError) toast.error(failureMessage('Failed to load the photos.', new Error(loadError)));
  }, [loadError]);

  const visible = photos.data?.items.filter((photo) => !deletes.hidden.has(photo._id));

  return (
    <>
      <ListSearch
        label="Search photos"
        placeholder="Name, label or collection"
        value={list.search}
        onChange={list.setSearch}
        className="max-w-md"
      />
      {photos.isPending ? (
        <div className={masonry} aria-busy="true">
          <span className="sr-only">Loading photos…</span>
          {['h-64', 'h-80', 'h-72', 'h-60', 'h-80', 'h-64', 'h-72', 'h-60'].map((height, index) => (
            <Skeleton
              key={index}
              className={`${height} mb-4 break-inside-avoid rounded-card text-muted-foreground`}
            />
          ))}
        </div>
      ) : photos.isError ? (
        <QueryError message={photos.error.message} onRetry={() => void photos.refetch()} />
      ) : visible && visible.length > 0 ? (
        <div className={masonry}>
          {visible.map((photo) => (
            <AdminPhotoCard
              key={photo._id}
              photo={photo}
              saving={savingId === photo._id}
              onEdit={() => setEditing({ photo, draft: draftOf(photo) })}
              onDelete={() => deletes.remove(photo)}
            />
          ))}
        </div>
      ) : list.q ? (
        <p className="rounded-card border border-dashed border-input bg-card px-4 py-10 text-center text-muted-foreground">
          No photos match “{list.q}”.
        </p>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-input bg-card px-6 py-16 text-center">
          <p className="text-base font-medium text-foreground">No photos yet.</p>
          <Button asChild>
            <Link to="/admin/upload">
              <ImagePlus aria-hidden="true" />
              Upload a photo
            </Link>
          </Button>
        </div>
      )}
      <ListPager
        label="Photo pages"
        page={list.page}
        pageSize={list.pageSize}
        total={photos.data?.total ?? 0}
        onPage={list.setPage}
      />
      <EditPhotoDialog editing={editing} onClose={() => setEditing(null)} onUpdate={save} />
    </>
  );
}
