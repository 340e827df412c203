/** What the cluster test checked, family by family, in the report shape `npm test` counts. */
import fs from 'node:fs';
import path from 'node:path';

export interface Family {
  name: string;
  /** One line per thing checked, with its figures. */
  checked: string[];
  problems: string[];
}

export class Report {
  readonly families: Family[] = [];

  /** Runs one family of checks; a thrown error is its problem, and the next family still runs. */
  async family(name: string, run: (family: Family) => Promise<void>): Promise<void> {
    const family: Family = { name, checked: [], problems: [] };
    this.families.push(family);
    const startedAt = performance.now();
    try {
      await run(family);
    } catch (error) {
      family.problems.push(error instanceof Error ? error.message : String(error));
    }
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.info(`\n${family.problems.length === 0 ? '✔' : '✖'} ${name} (${seconds} s)`);
    for (const line of family.checked) console.info(`    ${line}`);
    for (const problem of family.problems) console.info(`    PROBLEM: ${problem}`);
  }

  get failed(): boolean {
    return this.families.some((family) => family.problems.length > 0);
  }

  write(file: string, figures: Record<string, unknown>): void {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({ figures, families: this.families }, null, 2)}\n`);
  }
}

/** Throws `message` unless `condition`: a check inside a family. */
export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
