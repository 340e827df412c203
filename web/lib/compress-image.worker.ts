/**
 * Compresses one image off the main thread: decode (EXIF orientation applied), scale per the spec,
 * encode as JPEG. Receives a Blob, answers `{ blob }` or `{ error }`.
 */
import { fitWithin, JPEG_QUALITY } from './compress-image-rules';

export type WorkerAnswer = { blob: Blob } | { error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<Blob>) => {
  try {
    const bitmap = await createImageBitmap(event.data, { imageOrientation: 'from-image' });
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D context');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
    scope.postMessage({ blob } satisfies WorkerAnswer);
  } catch (error) {
    scope.postMessage({
      error: error instanceof Error ? error.message : String(error),
    } satisfies WorkerAnswer);
  }
};
