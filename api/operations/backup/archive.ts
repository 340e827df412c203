/** The archive on disk: a gzipped tar (node-tar), manifest first, written whole or not at all. */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { MANIFEST } from './manifest';
import { progress, type ProgressSink } from './progress';

/**
 * Packs `staging` into `file`: written beside it under a temporary name, flushed, then renamed, so
 * a crash never leaves a half archive under the final name.
 */
export async function packArchive(
  staging: string,
  file: string,
  entryCount: number,
  sink?: ProgressSink,
): Promise<number> {
  const partial = `${file}.partial`;
  const roots = ['database', 'media'].filter((name) => fs.existsSync(path.join(staging, name)));
  const shown = progress('Archive', entryCount + 1, sink);
  try {
    await tar.create(
      {
        gzip: true,
        cwd: staging,
        file: partial,
        portable: true,
        onWriteEntry: (entry) => {
          if (entry.type === 'File') shown.step(entry.stat?.size ?? 0);
        },
      },
      [MANIFEST, ...roots],
    );
    shown.done();
    const handle = await fsp.open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fsp.rename(partial, file);
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  }
  return (await fsp.stat(file)).size;
}

export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

/** Extracts regular files only (no links, no paths outside `staging`: node-tar strips them). */
export async function unpackArchive(
  file: string,
  staging: string,
  sink?: ProgressSink,
): Promise<void> {
  const { size } = await fsp.stat(file).catch(() => {
    throw new ArchiveError(`No archive at ${file}`);
  });
  let read = 0;
  let printed = 0;
  const source = fs.createReadStream(file);
  source.on('data', (chunk) => {
    read += chunk.length;
    if (Date.now() - printed >= 1000 || read === size) {
      sink?.(
        `Reading archive: ${(read / 1024 / 1024).toFixed(1)} of ${(size / 1024 / 1024).toFixed(1)} MB`,
      );
      printed = Date.now();
    }
  });
  const unpack = tar.extract({
    cwd: staging,
    strict: true,
    filter: (_path, entry) =>
      'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
  });
  try {
    await new Promise<void>((resolve, reject) => {
      source.on('error', reject);
      unpack.on('error', reject);
      unpack.on('close', resolve);
      source.pipe(unpack);
    });
  } catch (error) {
    throw new ArchiveError(`${file} is not a readable backup archive: ${String(error)}`);
  }
}
