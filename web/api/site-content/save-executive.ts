import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  executiveCreateSchema,
  executiveSchema,
  type Executive,
  type ExecutiveCreate,
} from '@contract/executives';
import { ApiError } from '@/lib/api-client';
import { toFormData } from '@/lib/to-form-data';
import { uploadForm } from '@/lib/upload';
import { withPhotoChange, type PhotoChange } from './image-change';
import { siteContentKeys } from './site-content-keys';

const SAVE_EXECUTIVE_FAILED = 'Failed to save the executive';

interface SaveExecutiveInput {
  /** The executive being edited; absent adds one. */
  id?: string | undefined;
  /** Every text field as typed (lists one item a line); the server parses them again. */
  values: Omit<ExecutiveCreate, 'imageUrl'>;
  photo?: PhotoChange;
  onProgress?: (fraction: number) => void;
}

/** POST /api/executives or PUT /api/executives/:id as multipart, with an optional `image`. */
async function saveExecutive({
  id,
  values,
  photo,
  onProgress,
}: SaveExecutiveInput): Promise<Executive> {
  const body = toFormData(executiveCreateSchema, withPhotoChange(values, photo), {
    image: photo?.file,
  });
  const answer = await uploadForm(
    id ? `/api/executives/${encodeURIComponent(id)}` : '/api/executives',
    body,
    { method: id ? 'PUT' : 'POST', onProgress, fallbackMessage: SAVE_EXECUTIVE_FAILED },
  );
  const parsed = executiveSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(SAVE_EXECUTIVE_FAILED, { status: 200, code: 'invalid-response' });
  return parsed.data;
}

export function useSaveExecutive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExecutive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteContentKeys.executives() }),
  });
}
