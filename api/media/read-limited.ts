import { HttpError } from '../plugins/errors';

/**
 * Reads a stream into memory, failing with 413 the moment it passes `limit` bytes: the rest is not
 * read (the stream is destroyed), so an oversized upload costs at most `limit` bytes of memory.
 */
export async function readLimited(
  stream: NodeJS.ReadableStream,
  limit: number,
  what: string,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      total += buffer.length;
      if (total > limit) {
        (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
        throw new HttpError(413, `${what} is too large: the limit is ${formatBytes(limit)}`);
      }
      chunks.push(buffer);
    }
  } catch (error) {
    // The parser's own errors (its limits) carry a status; anything else is a broken body.
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw new HttpError(400, 'The upload ended early or is malformed');
  }
  // A multipart parser that hit its own limit ends the stream early and marks it truncated.
  if ((stream as { truncated?: boolean }).truncated) {
    throw new HttpError(413, `${what} is too large: the limit is ${formatBytes(limit)}`);
  }
  return Buffer.concat(chunks, total);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
