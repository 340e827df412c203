import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsItemSchema, type NewsItem } from '@contract/news';
import { ApiError } from '@/lib/api-client';
import { uploadForm } from '@/lib/upload';
import { applyNewsChange } from './news-cache';
import { newsFormData, type NewsFields, type NewsImageChange } from './news-form-data';

const CREATE_NEWS_FAILED = 'Failed to create academic news';

interface CreateNewsInput {
  fields: NewsFields;
  image?: NewsImageChange;
  /** The fraction of the body sent, 0 to 1 (the image makes it worth showing). */
  onProgress?: (fraction: number) => void;
}

/** POST /api/academic-news as multipart (name, title, summary, body, date, category, image). */
async function createNewsItem({ fields, image, onProgress }: CreateNewsInput): Promise<NewsItem> {
  const answer = await uploadForm('/api/academic-news', newsFormData(fields, image), {
    onProgress,
    fallbackMessage: CREATE_NEWS_FAILED,
  });
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
