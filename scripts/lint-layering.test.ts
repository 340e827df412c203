/**
 * The layering rules of eslint.config.js (issue 16) fire: each case lints a few lines as if they
 * were a file at a given path, with the project's own configuration.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

/** The rules that fired on `code` linted as the file at `filePath` (relative to the root). */
async function rulesFiring(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
}

describe('the layering lint', () => {
  it('refuses an import cycle', async () => {
    // api/lib/validate.ts imports HttpError from http-error.ts: importing it back closes a circle.
    const code =
      "import { validationError } from './validate';\nexport const v = validationError;\n";
    expect(await rulesFiring(code, 'api/lib/http-error.ts')).toContain('import-x/no-cycle');
  });

  it('refuses a cycle through the @/ alias', async () => {
    // web/components/ui/button.tsx imports cn from '@/lib/cn'.
    const code = "import { Button } from '@/components/ui/button';\nexport const b = Button;\n";
    expect(await rulesFiring(code, 'web/lib/cn.ts')).toContain('import-x/no-cycle');
  });

  it('lets a type-only import go back (it is gone once compiled)', async () => {
    const code =
      "import type { validationError } from './validate';\nexport type V = typeof validationError;\n";
    expect(await rulesFiring(code, 'api/lib/http-error.ts')).not.toContain('import-x/no-cycle');
  });

  it('refuses db/ importing api/, but not a test there that builds the app', async () => {
    const code =
      "import { HttpError } from '../api/lib/http-error';\nexport const e = HttpError;\n";
    expect(await rulesFiring(code, 'db/probe.ts')).toContain('import-x/no-restricted-paths');
    expect(await rulesFiring(code, 'db/probe.test.ts')).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a feature importing web/app, by the alias or a relative path', async () => {
    for (const source of ['@/app/routes/about', '../../app/routes/about']) {
      const code = `import About from '${source}';\nexport const page = About;\n`;
      expect(await rulesFiring(code, 'web/features/about/probe.ts'), source).toContain(
        'import-x/no-restricted-paths',
      );
    }
  });

  it('refuses web/api importing a feature, a route or a component', async () => {
    for (const source of [
      '@/features/news-events/components/labels',
      '../../features/news-events/components/labels',
      '@/app/routes/about',
      '@/components/ui/button',
    ]) {
      const code = `import * as above from '${source}';\nexport const a = above;\n`;
      expect(await rulesFiring(code, 'web/api/news/probe.ts'), source).toContain(
        'import-x/no-restricted-paths',
      );
    }
  });

  it('lets features and routes use web/api, and web/api use web/lib and itself', async () => {
    const code = "import { newsKeys } from '@/api/news/news-keys';\nexport const k = newsKeys;\n";
    expect(await rulesFiring(code, 'web/features/home/probe.ts')).toEqual([]);
    expect(await rulesFiring(code, 'web/app/routes/probe.ts')).toEqual([]);
    const lower =
      "import { apiClient } from '@/lib/api-client';\nimport { eventKeys } from '../events/event-keys';\nexport const a = [apiClient, eventKeys];\n";
    expect(await rulesFiring(lower, 'web/api/news/probe.ts')).toEqual([]);
  });

  it('refuses web/lib importing web/api', async () => {
    const code = "import { newsKeys } from '@/api/news/news-keys';\nexport const k = newsKeys;\n";
    expect(await rulesFiring(code, 'web/lib/probe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('lets contract/ import zod and itself, and nothing else', async () => {
    const allowed =
      "import { z } from 'zod';\nimport { levels } from './constants';\nexport const s = z.enum(levels);\n";
    expect(await rulesFiring(allowed, 'contract/probe.ts')).toEqual([]);
    for (const source of ['clsx', '../api/lib/http-error', '../db/dialect']) {
      const code = `import * as other from '${source}';\nexport const o = other;\n`;
      expect(await rulesFiring(code, 'contract/probe.ts'), source).toContain(
        'no-restricted-imports',
      );
    }
  });
});
