import fsp from 'node:fs/promises';
import path from 'node:path';
import { migrations } from '../../../db/migrations';
import { ArchiveError } from './archive';
import { filesUnder } from './files';
import {
  MANIFEST,
  SQLITE_ENTRY,
  hashFile,
  manifestSchema,
  mediaEntry,
  tableEntry,
  type Manifest,
} from './manifest';
import { progress, type ProgressSink } from './progress';

/**
 * Reads the manifest of an extracted archive and checks it against the files: every listed file
 * present with its size and SHA-256, nothing unlisted, every table and media object accounted for,
 * and a schema this code knows. Throws an ArchiveError naming the first problem.
 */
export async function verifyExtracted(staging: string, sink?: ProgressSink): Promise<Manifest> {
  let manifest: Manifest;
  try {
    const text = await fsp.readFile(path.join(staging, MANIFEST), 'utf8');
    manifest = manifestSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new ArchiveError(`The archive's manifest is missing or unreadable: ${String(error)}`);
  }
  if (!(manifest.schemaVersion in migrations)) {
    throw new ArchiveError(
      `The archive's schema (${manifest.schemaVersion}) is newer than this version of the site knows: upgrade the site first`,
    );
  }
  const listed = new Map(manifest.entries.map((entry) => [entry.path, entry]));
  const needed = [
    ...manifest.tables.map((table) => tableEntry(table.name)),
    ...manifest.media.map(mediaEntry),
    ...(manifest.source.engine === 'sqlite' ? [SQLITE_ENTRY] : []),
  ];
  for (const file of needed) {
    if (!listed.has(file)) throw new ArchiveError(`The manifest does not list ${file}`);
  }
  const present = (await filesUnder(staging)).filter((file) => file !== MANIFEST);
  for (const file of present) {
    if (!listed.has(file))
      throw new ArchiveError(`The archive holds ${file}, which its manifest does not list`);
  }
  const total = manifest.entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const shown = progress('Checking', manifest.entries.length, sink, total);
  for (const entry of manifest.entries) {
    const actual = await hashFile(path.join(staging, entry.path)).catch(() => undefined);
    if (!actual) throw new ArchiveError(`The archive lacks ${entry.path}`);
    if (actual.bytes !== entry.bytes || actual.sha256 !== entry.sha256) {
      throw new ArchiveError(
        `${entry.path} does not match its SHA-256 in the manifest: the archive is damaged or altered`,
      );
    }
    shown.step(entry.bytes);
  }
  shown.done();
  return manifest;
}
