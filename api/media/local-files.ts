import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';

/** Whether a file operation failed because the file (or its folder) is not there. */
export const isMissing = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * A file opened to send, with its size; undefined when it is not there. The stream closes the file
 * when it ends or is destroyed, and a failure between the open and the stream closes it here.
 */
export async function openLocalFile(
  file: string,
): Promise<{ stream: Readable; bytes: number } | undefined> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(file, 'r');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), bytes: size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
