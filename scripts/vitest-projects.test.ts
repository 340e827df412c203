/**
 * The server tests share one module graph per worker (vitest.config.ts), except the files that
 * replace a module: each of those must be listed, or its mock could reach other files' tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverTestsWithModuleMocks } from '../vitest.config';

const root = path.resolve(import.meta.dirname, '..');

function testFiles(directory: string): string[] {
  return fs.readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(relative);
    return entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

describe('the server test projects', () => {
  it('run every file that mocks a module in a module graph of its own', () => {
    const mocking = ['api', 'db', 'contract', 'scripts']
      .flatMap(testFiles)
      .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(mocking.sort()).toEqual([...serverTestsWithModuleMocks].sort());
  });
});
