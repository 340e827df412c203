import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tutorialSchema, tutorialUpdateSchema, type Tutorial } from '@contract/tutorials';
import { ApiError, apiClient } from '@/lib/api-client';
import { toFormData } from '@/lib/to-form-data';
import { uploadForm } from '@/lib/upload';
import { tutorialKeys } from './tutorial-keys';
import { tutorialValues, type TutorialFields, type TutorialFiles } from './tutorial-values';

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
  const upload = (sent: TutorialFiles) =>
    uploadForm(
      url,
      toFormData(tutorialUpdateSchema, tutorialValues(fields, sent), {
        thumbnail: sent.thumbnail,
        pdf: sent.pdf,
      }),
      { method: 'PUT', onProgress, fallbackMessage: UPDATE_TUTORIAL_FAILED },
    );
  if (!files.removeThumbnail || files.thumbnail) return parsed(await upload(files));
  if (files.pdf) await upload({ pdf: files.pdf });
  return apiClient.put(
    url,
    { ...tutorialValues(fields, files), thumbnail: '' },
    {
      schema: tutorialSchema,
      fallbackMessage: UPDATE_TUTORIAL_FAILED,
    },
  );
}

export function useUpdateTutorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTutorial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tutorialKeys.all }),
  });
}
