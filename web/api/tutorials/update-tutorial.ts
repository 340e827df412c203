import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tutorialSchema, type Tutorial } from '@contract/tutorials';
import { ApiError, apiClient } from '@/lib/api-client';
import { uploadForm } from '@/lib/upload';
import { tutorialKeys } from './tutorial-keys';
import {
  tutorialFormData,
  tutorialJson,
  type TutorialFields,
  type TutorialFiles,
} from './tutorial-form-data';

const UPDATE_TUTORIAL_FAILED = 'Failed to update tutorial';

export interface UpdateTutorialInput {
  id: string;
  fields: TutorialFields;
  files?: TutorialFiles;
  onProgress?: (fraction: number) => void;
}

function parsed(answer: unknown): Tutorial {
  const result = tutorialSchema.safeParse(answer);
  if (!result.success)
    throw new ApiError(UPDATE_TUTORIAL_FAILED, { status: 200, code: 'invalid-response' });
  return result.data;
}

/**
 * PUT /api/tutorials/:id as multipart (spec §7); files left unpicked stay as they are. Taking the
 * thumbnail away goes as JSON (a multipart `thumbnail` part must be a file): after the upload
 * when new files go too, on its own otherwise.
 */
export async function updateTutorial({
  id,
  fields,
  files = {},
  onProgress,
}: UpdateTutorialInput): Promise<Tutorial> {
  const url = `/api/tutorials/${encodeURIComponent(id)}`;
  const upload = (body: FormData) =>
    uploadForm(url, body, { method: 'PUT', onProgress, fallbackMessage: UPDATE_TUTORIAL_FAILED });
  if (!files.removeThumbnail || files.thumbnail) {
    return parsed(await upload(tutorialFormData(fields, files)));
  }
  if (files.pdf) await upload(tutorialFormData(fields, { pdf: files.pdf }));
  return apiClient.put(url, tutorialJson(fields, files), {
    schema: tutorialSchema,
    fallbackMessage: UPDATE_TUTORIAL_FAILED,
  });
}

export function useUpdateTutorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTutorial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tutorialKeys.all }),
  });
}
