import { UPLOAD_PHOTO_FAILED } from '@/api/photos/messages';

/**
 * The spec's failure text followed by the reason, when the error carries one that says more:
 * 'Failed to upload photo. Unsupported image type: use JPEG, PNG, WebP, AVIF or GIF'.
 */
export function failureMessage(prefix: string, error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : '';
  return reason && reason !== prefix ? `${prefix} ${reason}` : prefix;
}

/** 'Failed to upload photo.' followed by the server's reason when there is one. */
export const uploadFailureMessage = (error: unknown): string =>
  failureMessage(UPLOAD_PHOTO_FAILED, error);
