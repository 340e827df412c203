import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsItemSchema, newsUpdateSchema, type NewsCreate, type NewsItem } from '@contract/news';
import { ApiError, apiClient } from '@/lib/api-client';
import { toFormData } from '@/lib/to-form-data';
import { uploadForm } from '@/lib/upload';
import { applyNewsChange } from './news-cache';

const UPDATE_NEWS_FAILED = 'Failed to update academic news';

interface UpdateNewsInput {
  id: string;
  /** Every text field as typed: a blank one clears it (the server reads blank as absent). */
  values: Omit<NewsCreate, 'image'>;
  image?: {
    /** A new image, already compressed, sent as the `image` file. */
    file?: File | null | undefined;
    /** Take the current image away. */
    remove?: boolean | undefined;
  };
  onProgress?: (fraction: number) => void;
}

/**
 * PUT /api/academic-news/:id as multipart; without a new image the current one stays. Taking the
 * image away goes as JSON with a blank `image`, since a multipart `image` part must be a file.
 */
export async function updateNewsItem({
  id,
  values,
  image,
  onProgress,
}: UpdateNewsInput): Promise<NewsItem> {
  const url = `/api/academic-news/${encodeURIComponent(id)}`;
  const answer =
    image?.remove && !image.file
      ? await apiClient.put(url, { ...values, image: '' }, { fallbackMessage: UPDATE_NEWS_FAILED })
      : await uploadForm(url, toFormData(newsUpdateSchema, values, { image: image?.file }), {
          method: 'PUT',
          onProgress,
          fallbackMessage: UPDATE_NEWS_FAILED,
        });
  const parsed = newsItemSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(UPDATE_NEWS_FAILED, { status: 200, code: 'invalid-response' });
  return parsed.data;
}

export function useUpdateNewsItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNewsItem,
    onSuccess: (updated) => applyNewsChange(queryClient, { updated }),
  });
}
