import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The archive's own format (ADR 0011); bumped only when an older restore could misread a newer one. */
export const FORMAT = 'chapter-site-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
/** Paths inside the archive. */
export const SQLITE_ENTRY = 'database/chapter.sqlite';
export const tableEntry = (table: string) => `database/tables/${table}.jsonl`;
export const mediaEntry = (key: string) => `media/${key}`;

const entrySchema = z.object({
  path: z
    .string()
    .regex(/^[\w./-]+$/)
    .refine(
      (value) => !value.split('/').some((part) => part === '..' || part === '.'),
      'no dot segments',
    ),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  /** The newest migration the database had when it was copied. */
  schemaVersion: z.string().min(1),
  build: z.object({
    version: z.string(),
    commit: z.string().nullable(),
    builtAt: z.string().nullable(),
  }),
  source: z.object({
    engine: z.enum(['sqlite', 'postgres']),
    mediaDriver: z.enum(['local', 's3']),
  }),
  /** Tables in the portable export and their row counts (kysely's own migration tables excluded). */
  tables: z.array(z.object({ name: z.string().regex(/^\w+$/), rows: z.number().int().min(0) })),
  /** Media object keys, as the storage names them. */
  media: z.array(z.string()),
  /** Every file in the archive except this manifest. */
  entries: z.array(entrySchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof entrySchema>;

export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** The project folder: the nearest with a package.json, from source (api/...) or the bundle (dist/server). */
function projectRoot(): string | undefined {
  let dir = import.meta.dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  return dir;
}

/** The code that made the backup: package version, git commit and build time, when they are known. */
export function buildInfo(): Manifest['build'] {
  const root = projectRoot();
  let version = '0.0.0';
  try {
    if (!root) throw new Error('no package.json');
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      version?: string;
    };
    version = pkg.version ?? version;
  } catch {
    // A bundled server without its package.json beside it: the version stays unknown.
  }
  let commit: string | null = process.env.BUILD_COMMIT ?? null;
  if (!commit && root) {
    try {
      commit = execFileSync('git', ['rev-parse', 'HEAD'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .toString()
        .trim();
    } catch {
      commit = null;
    }
  }
  // The bundled server's file was written by the build; from source there is no build time.
  const entry = process.argv[1];
  const builtAt =
    entry?.endsWith('.js') && fs.existsSync(entry) ? fs.statSync(entry).mtime.toISOString() : null;
  return { version, commit, builtAt };
}
