import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoCategory } from '@contract/constants';
import { photoCreateFieldsSchema, photoSchema, type Photo } from '@contract/photos';
import { ApiError } from '@/lib/api-client';
import { toFormData } from '@/lib/to-form-data';
import { uploadForm } from '@/lib/upload';
import { photoKeys } from './photo-keys';
import { UPLOAD_PHOTO_FAILED } from './messages';

interface UploadPhotoInput {
  file: File;
  name: string;
  label: string;
  category: PhotoCategory;
  /** Blank: the image is described by its name and label. */
  alt?: string;
  /** The fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/photos as multipart: the file `photo` and the fields name, label, category, alt. */
async function uploadPhoto({
  file,
  name,
  label,
  category,
  alt,
  onProgress,
  signal,
}: UploadPhotoInput): Promise<Photo> {
  const body = toFormData(photoCreateFieldsSchema, { name, label, alt, category }, { photo: file });
  const answer = await uploadForm('/api/photos', body, {
    onProgress,
    signal,
    fallbackMessage: UPLOAD_PHOTO_FAILED,
  });
  const parsed = photoSchema.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError(UPLOAD_PHOTO_FAILED, { status: 201, code: 'invalid-response' });
  }
  return parsed.data;
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoKeys.all }),
  });
}
