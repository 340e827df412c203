import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tutorialCreateSchema, tutorialSchema, type Tutorial } from '@contract/tutorials';
import { ApiError } from '@/lib/api-client';
import { toFormData } from '@/lib/to-form-data';
import { uploadForm } from '@/lib/upload';
import { tutorialKeys } from './tutorial-keys';
import { tutorialValues, type TutorialFields, type TutorialFiles } from './tutorial-values';

const CREATE_TUTORIAL_FAILED = 'Failed to create tutorial';

interface CreateTutorialInput {
  fields: TutorialFields;
  files?: TutorialFiles;
  onProgress?: (fraction: number) => void;
}

/** POST /api/tutorials as multipart (spec §7), with the `thumbnail` and `pdf` files. */
async function createTutorial({
  fields,
  files = {},
  onProgress,
}: CreateTutorialInput): Promise<Tutorial> {
  const body = toFormData(tutorialCreateSchema, tutorialValues(fields, files), {
    thumbnail: files.thumbnail,
    pdf: files.pdf,
  });
  const answer = await uploadForm('/api/tutorials', body, {
    onProgress,
    fallbackMessage: CREATE_TUTORIAL_FAILED,
  });
  const parsed = tutorialSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(CREATE_TUTORIAL_FAILED, { status: 201, code: 'invalid-response' });
  return parsed.data;
}

export function useCreateTutorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTutorial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tutorialKeys.all }),
  });
}
