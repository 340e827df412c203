/** The crash suite's figures, printed, and its checks as families (one test each in `npm test`). */
import type { Figures, Ledger } from './ledger';

export interface Family {
  name: string;
  problems: string[];
}

/** Each check family and the figure that must stay at zero for it to pass. */
const checks: [string, keyof Figures][] = [
  ['every acknowledged write and upload is kept', 'lost'],
  ['no write is stored twice', 'duplicates'],
  ['no half-written row (a create without its key, a row without its file)', 'halfWritten'],
  ['PRAGMA integrity_check is ok after every kill', 'integrityFailures'],
  ['every acknowledged upload decodes whole', 'partialFiles'],
  ['nothing is left in the incoming areas after a start', 'leftovers'],
  ['unreferenced files are swept at start', 'orphans'],
  ['every start after a kill comes up (first starts included)', 'failedStarts'],
  ['retries are answered as expected (replays, no refusals)', 'unexpectedAnswers'],
];

export function reportFamilies(figures: Figures, ledger: Ledger): Family[] {
  return checks.map(([name, figure]) => {
    const problems = ledger.problems
      .filter((problem) => problem.figure === figure)
      .map((problem) => problem.text);
    if (figures[figure] > 0 && problems.length === 0)
      problems.push(`${figure}: ${figures[figure]}`);
    return { name, problems };
  });
}

export function printFigures(
  figures: Figures,
  counts: { firstStarts: number; writes: number; uploads: number },
  killedIn: Record<string, number>,
  elapsedMs: number,
): void {
  const phases = Object.entries(killedIn)
    .filter(([, n]) => n > 0)
    .map(([phase, n]) => `${n} ${phase}`)
    .join(', ');
  const minutes = Math.floor(elapsedMs / 60_000);
  const seconds = Math.round((elapsedMs % 60_000) / 1000);
  const rows: [string, number | string][] = [
    ['kill cycles', `${figures.cycles} (${counts.writes} writes, ${counts.uploads} uploads)`],
    ['first starts killed', `${counts.firstStarts} (${phases || 'none'})`],
    ['acknowledged writes', figures.acknowledged],
    ['acknowledged uploads', figures.acknowledgedUploads],
    ['retried after restart', `${figures.retried} (${figures.replayed} replayed)`],
    ['lost', figures.lost],
    ['duplicates', figures.duplicates],
    ['half-written rows', figures.halfWritten],
    ['partial files', figures.partialFiles],
    ['orphans after start', figures.orphans],
    ['leftovers in incoming', figures.leftovers],
    ['integrity failures', figures.integrityFailures],
    ['failed starts', figures.failedStarts],
    ['unexpected answers', figures.unexpectedAnswers],
  ];
  console.info(`\nCrash suite, ${minutes} min ${seconds} s:`);
  for (const [name, value] of rows) console.info(`  ${name.padEnd(24)} ${value}`);
}
