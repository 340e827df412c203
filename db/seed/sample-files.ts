import { Readable } from 'node:stream';
import type { SeedMedia } from '.';
import { renderPdf, type SampleDocument } from './pdf';

/** One sample PDF: its download-style name (unique, e.g. 'PHY-101-past-questions-2024') and content. */
export interface SampleFile {
  name: string;
  document: SampleDocument;
}

/** The stored URL (/media/d/….pdf) of each sample file, by name. */
export type FileUrls = (name: string) => string;

/**
 * Rendered bytes, kept for the life of the process: seeding again (tests build many apps) stores
 * the same files without drawing them again. Names are fixed and content is deterministic.
 */
const rendered = new Map<string, Promise<Uint8Array>>();

function drawnOnce(file: SampleFile): Promise<Uint8Array> {
  let bytes = rendered.get(file.name);
  if (!bytes) {
    bytes = renderPdf(file.document);
    rendered.set(file.name, bytes);
  }
  return bytes;
}

/**
 * Stores every sample file through the media module, as an upload would be; `bytesOf` gives each
 * file's bytes (by default drawn once per process).
 */
export async function storeSampleFiles(
  media: SeedMedia,
  files: SampleFile[],
  bytesOf: (file: SampleFile) => Promise<Uint8Array> = drawnOnce,
): Promise<FileUrls> {
  const urls = new Map<string, string>();
  for (const file of files) {
    if (urls.has(file.name)) throw new Error(`Two sample files are named ${file.name}`);
    const bytes = await bytesOf(file);
    const stored = await media.store(
      { stream: Readable.from([Buffer.from(bytes)]), filename: `${file.name}.pdf` },
      'pdf',
    );
    urls.set(file.name, stored.url);
  }
  return (name) => {
    const url = urls.get(name);
    if (!url) throw new Error(`No sample file is named ${name}`);
    return url;
  };
}
