import fs from 'node:fs';
import path from 'node:path';

const skipped = new Set(['node_modules', 'dist', 'data', 'test-results']);

/** The newest modification time of any file under the given paths (0 when none exist). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (target: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(target);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) {
        if (!skipped.has(entry) && !entry.endsWith('.test.ts') && !entry.endsWith('.test.tsx')) {
          visit(path.join(target, entry));
        }
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

/** Whether `output` is missing or older than any of `sources`. */
export function isStale(output: string, sources: string[]): boolean {
  if (!fs.existsSync(output)) return true;
  return fs.statSync(output).mtimeMs < newestMtime(sources);
}
