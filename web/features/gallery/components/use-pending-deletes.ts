import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Photo } from '@contract/photos';
import { UNTITLED_PHOTO } from '@contract/photo-names';
import { deletePhoto, deletePhotoOnExit, forgetPhoto } from '@/api/photos/delete-photo';
import { failureMessage } from '../failure-message';

/** How long the 'Undo' toast stays (it pauses while hovered, and so does the delete). */
const UNDO_WINDOW_MS = 6000;

/**
 * Delete at once, with Undo. Deleting a photo removes its file on the server for good, so the
 * request waits until the Undo toast goes away: until then the photo is only hidden here. Leaving
 * the page or closing the tab sends any waiting delete straight away.
 */
export function usePendingDeletes() {
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const pending = useRef(new Map<string, Photo>());

  const show = useCallback((id: string) => {
    setHidden((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  const commit = useCallback(
    async (id: string) => {
      const photo = pending.current.get(id);
      if (!photo) return;
      pending.current.delete(id);
      try {
        await deletePhoto(id);
        await forgetPhoto(queryClient, id);
      } catch (error) {
        toast.error(failureMessage('Failed to delete photo.', error), {
          description: photo.name?.trim() || UNTITLED_PHOTO,
        });
      } finally {
        show(id);
      }
    },
    [queryClient, show],
  );

  const undo = useCallback(
    (id: string) => {
      if (!pending.current.delete(id)) {
        toast.info('Too late to undo: the photo is already deleted.');
        return;
      }
      show(id);
      toast.success('Photo restored.');
    },
    [show],
  );

  const remove = useCallback(
    (photo: Photo) => {
      pending.current.set(photo._id, photo);
      setHidden((current) => new Set(current).add(photo._id));
      toast(`Deleted “${photo.name?.trim() || UNTITLED_PHOTO}”.`, {
        duration: UNDO_WINDOW_MS,
        action: { label: 'Undo', onClick: () => undo(photo._id) },
        onAutoClose: () => void commit(photo._id),
        onDismiss: () => void commit(photo._id),
      });
    },
    [commit, undo],
  );

  // Leaving the page: the toast may outlive it, but the photo must not linger undeleted.
  useEffect(() => {
    const waiting = pending.current;
    const flushOnExit = () => {
      for (const id of waiting.keys()) deletePhotoOnExit(id);
      waiting.clear();
    };
    window.addEventListener('pagehide', flushOnExit);
    return () => {
      window.removeEventListener('pagehide', flushOnExit);
      for (const id of [...waiting.keys()]) void commit(id);
    };
  }, [commit]);

  return { hidden, remove };
}
