import { useCallback, useEffect, useRef, useState } from 'react';
import { compressImage } from '@/lib/compress-image';
import { refuseReason } from '../sniff-image';

/** One picked photo on its way to the server (its name, label and alt text are in the form). */
export interface UploadItem {
  id: string;
  /** The file as picked. */
  original: File;
  /** What will be sent: the compressed JPEG, or the original if compression failed; null while compressing. */
  file: File | null;
  /** An object URL of `file`, for the preview. */
  previewUrl: string | null;
  /** 'Compressed: X MB → Y MB (Z% smaller)', or null. */
  message: string | null;
  compressed: boolean;
  /** The fraction sent while uploading, else null. */
  progress: number | null;
  status: 'compressing' | 'ready' | 'uploading' | 'failed';
  /** Why the last upload failed. */
  error: string | null;
}

let sequence = 0;
const nextId = () => `upload-${++sequence}`;

/**
 * The photos picked on the upload page: refused files (not an image) are reported and left out;
 * the others are compressed one after another (each a full-size decode: in parallel they could
 * exhaust a phone's memory) and previewed. Object URLs are released when an item goes.
 */
export function useUploadItems() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const urls = useRef(new Map<string, string>());
  const queue = useRef(Promise.resolve());
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    const held = urls.current;
    return () => {
      alive.current = false;
      for (const url of held.values()) URL.revokeObjectURL(url);
      held.clear();
    };
  }, []);

  const release = (id: string) => {
    const url = urls.current.get(id);
    if (url) URL.revokeObjectURL(url);
    urls.current.delete(id);
  };

  const update = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const addFiles = useCallback(async (files: readonly File[]) => {
    const reasons = await Promise.all(files.map(refuseReason));
    if (!alive.current) return;
    setRefused(reasons.filter((reason): reason is string => reason !== null));
    const accepted = files
      .filter((_, index) => reasons[index] === null)
      .map<UploadItem>((file) => ({
        id: nextId(),
        original: file,
        file: null,
        previewUrl: null,
        message: null,
        compressed: false,
        progress: null,
        status: 'compressing',
        error: null,
      }));
    setItems((current) => [...current, ...accepted]);
    for (const item of accepted) {
      queue.current = queue.current.then(async () => {
        const result = await compressImage(item.original);
        if (!alive.current) return;
        const url = URL.createObjectURL(result.file);
        urls.current.set(item.id, url);
        setItems((current) => {
          if (!current.some((entry) => entry.id === item.id)) {
            release(item.id); // removed while it was being compressed
            return current;
          }
          return current.map((entry) =>
            entry.id === item.id
              ? {
                  ...entry,
                  file: result.file,
                  previewUrl: url,
                  message: result.message,
                  compressed: result.compressed,
                  status: 'ready',
                }
              : entry,
          );
        });
      });
    }
  }, []);

  const remove = useCallback((id: string) => {
    release(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const reset = useCallback(() => {
    for (const id of urls.current.keys()) release(id);
    setItems([]);
    setRefused([]);
  }, []);

  return { items, refused, addFiles, update, remove, reset, setRefused };
}
