import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Derivative, DerivativeStore } from './derivative-store';
import { openLocalFile } from './local-files';

/**
 * Derivatives as files, `<root>/<sha256>/<variant>` (DATA_DIR/media-cache). A file appears only
 * complete: it is written under `.incoming/`, then renamed into place.
 */
export class LocalDerivatives implements DerivativeStore {
  private readonly incoming: string;

  constructor(private readonly root: string) {
    this.incoming = path.join(root, '.incoming');
  }

  async open(hash: string, name: string): Promise<Derivative | undefined> {
    return openLocalFile(path.join(this.root, hash, name));
  }

  async has(hash: string, name: string): Promise<boolean> {
    return fsp.access(path.join(this.root, hash, name)).then(
      () => true,
      () => false,
    );
  }

  async put(hash: string, name: string, data: Buffer): Promise<void> {
    const file = path.join(this.root, hash, name);
    await fsp.mkdir(this.incoming, { recursive: true });
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temporary = path.join(this.incoming, randomBytes(12).toString('hex'));
    await fsp.writeFile(temporary, data);
    await fsp.rename(temporary, file);
  }

  async forget(hash: string): Promise<void> {
    await fsp.rm(path.join(this.root, hash), { recursive: true, force: true });
  }

  async prune(storedHashes: ReadonlySet<string>, before: Date): Promise<void> {
    const entries = await fsp.readdir(this.root).catch(() => [] as string[]);
    for (const entry of entries) {
      if (/^[0-9a-f]{64}$/.test(entry) && !storedHashes.has(entry)) await this.forget(entry);
    }
    for (const name of await fsp.readdir(this.incoming).catch(() => [] as string[])) {
      const file = path.join(this.incoming, name);
      const stat = await fsp.stat(file).catch(() => undefined);
      if (stat && stat.mtime < before) await fsp.rm(file, { force: true });
    }
  }
}
