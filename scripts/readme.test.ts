import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../api/config';

const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');

/** The lines of the README's "## Configuration" section. */
function configurationSection(): string[] {
  const start = readme.indexOf('## Configuration');
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end).split('\n');
}

describe('the README configuration table', () => {
  it('is one table: every row between its first and last row is a table row, aligned', () => {
    const lines = configurationSection();
    const first = lines.findIndex((line) => line.startsWith('|'));
    const last = lines.findLastIndex((line) => line.startsWith('|'));
    const table = lines.slice(first, last + 1);
    expect(table.every((line) => line.startsWith('|'))).toBe(true);
    // Aligned columns: every row is as long as the header, its pipes in the same places.
    const pipes = (line: string) => [...line.matchAll(/(?<!\\)\|/g)].map((match) => match.index);
    for (const row of table) expect(pipes(row)).toEqual(pipes(table[0]!));
  });

  it('names every environment variable the server reads', () => {
    const documented = configurationSection().join('\n');
    for (const name of Object.keys(envSchema.shape)) expect(documented).toContain(`\`${name}\``);
  });
});
