import { useMutation } from '@tanstack/react-query';
import { uploadedFileSchema, type UploadedFile } from '@contract/uploads';
import { ApiError } from '@/lib/api-client';
import { uploadForm } from '@/lib/upload';

const UPLOAD_PDF_FAILED = 'Failed to upload the PDF';

interface UploadPdfInput {
  file: File;
  onProgress?: (fraction: number) => void;
}

/** POST /api/uploads/pdf (multipart `file`): stores a PDF and answers its /media URL. */
async function uploadPdf({ file, onProgress }: UploadPdfInput): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await uploadForm('/api/uploads/pdf', body, {
    onProgress,
    fallbackMessage: UPLOAD_PDF_FAILED,
  });
  const parsed = uploadedFileSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(UPLOAD_PDF_FAILED, { status: 201, code: 'invalid-response' });
  return parsed.data;
}

export function useUploadPdf() {
  return useMutation({ mutationFn: uploadPdf });
}
