import { fitWithin, JPEG_QUALITY } from './compress-image-rules';
import type { WorkerAnswer } from './compress-image.worker';

export { fitWithin } from './compress-image-rules';

export interface Compression {
  /** What to upload: the compressed JPEG, or the original when compression failed. */
  file: File;
  compressed: boolean;
  /** 'Compressed: X MB → Y MB (Z% smaller)', or null when the original is used. */
  message: string | null;
}

const WORKER_TIMEOUT_MS = 30_000;

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);

/** The spec's message: sizes in MB with 2 decimals, the saving as a whole percentage. */
export function formatCompressionMessage(originalBytes: number, compressedBytes: number): string {
  const saved = originalBytes > 0 ? Math.round((1 - compressedBytes / originalBytes) * 100) : 0;
  return `Compressed: ${megabytes(originalBytes)} MB → ${megabytes(compressedBytes)} MB (${saved}% smaller)`;
}

/**
 * Compresses an image before upload as spec section 5 says: within 1200 wide (landscape) or 800 tall
 * (portrait), never enlarged, JPEG quality 0.8. Runs in a worker where the browser has
 * OffscreenCanvas, else on the page; if both fail the original file is used.
 */
export async function compressImage(file: File): Promise<Compression> {
  try {
    const blob = canUseWorker()
      ? await inWorker(file).catch(() => onPage(file))
      : await onPage(file);
    const compressed = new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, {
      type: 'image/jpeg',
      lastModified: Date.now(),
    });
    return {
      file: compressed,
      compressed: true,
      message: formatCompressionMessage(file.size, compressed.size),
    };
  } catch {
    return { file, compressed: false, message: null };
  }
}

function canUseWorker(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof createImageBitmap !== 'undefined'
  );
}

function inWorker(file: File): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./compress-image.worker.ts', import.meta.url), {
      type: 'module',
    });
    const timer = setTimeout(() => finish(new Error('Compression timed out')), WORKER_TIMEOUT_MS);
    function finish(result: Blob | Error) {
      clearTimeout(timer);
      worker.terminate();
      if (result instanceof Error) reject(result);
      else resolve(result);
    }
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) =>
      finish('blob' in event.data ? event.data.blob : new Error(event.data.error));
    worker.onerror = () => finish(new Error('Compression worker failed'));
    worker.postMessage(file);
  });
}

/** The same work on the page's own thread, for browsers without OffscreenCanvas. */
async function onPage(file: File): Promise<Blob> {
  const source = await decode(file);
  try {
    const size = fitWithin(source.width, source.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D context');
    context.drawImage(source.image, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))),
        'image/jpeg',
        JPEG_QUALITY,
      ),
    );
  } finally {
    source.release();
  }
}

async function decode(
  file: File,
): Promise<{ image: CanvasImageSource; width: number; height: number; release(): void }> {
  if (typeof createImageBitmap !== 'undefined') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      image: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      release: () => bitmap.close(),
    };
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}
