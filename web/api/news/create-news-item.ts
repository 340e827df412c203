import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsCreateSchema, newsItemSchema, type NewsCreate, type NewsItem } from '@contract/news';
import { ApiError } from '@/lib/api-client';
import { toFormData } from '@/lib/to-form-data';
import { uploadForm } from '@/lib/upload';
import { applyNewsChange } from './news-cache';

const CREATE_NEWS_FAILED = 'Failed to create academic news';

interface CreateNewsInput {
  /** The text fields as typed (the server reads and checks them). */
  values: Omit<NewsCreate, 'image'>;
  /** A new image, already compressed, sent as the `image` file. */
  image?: File | null | undefined;
  /** The fraction of the body sent, 0 to 1 (the image makes it worth showing). */
  onProgress?: (fraction: number) => void;
}

/** POST /api/academic-news as multipart (name, title, summary, body, date, category, image). */
async function createNewsItem({ values, image, onProgress }: CreateNewsInput): Promise<NewsItem> {
  const answer = await uploadForm(
    '/api/academic-news',
    toFormData(newsCreateSchema, values, { image }),
    {
      onProgress,
      fallbackMessage: CREATE_NEWS_FAILED,
    },
  );
  const parsed = newsItemSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(CREATE_NEWS_FAILED, { status: 201, code: 'invalid-response' });
  return parsed.data;
}

export function useCreateNewsItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNewsItem,
    onSuccess: (created) => applyNewsChange(queryClient, { created }),
  });
}
