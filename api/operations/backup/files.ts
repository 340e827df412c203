import fsp from 'node:fs/promises';
import path from 'node:path';

/** Every file under `root`, as sorted `/`-separated paths relative to it. */
export async function filesUnder(root: string, folder = ''): Promise<string[]> {
  const entries = await fsp.readdir(path.join(root, folder), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(root, relative)));
    else files.push(relative);
  }
  return files.sort();
}
