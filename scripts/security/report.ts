import type { Tried } from './types';

/** One family's outcome: a test in `npm test`'s count. */
interface FamilyResult {
  name: string;
  tried: number;
  problems: string[];
}

export interface Report {
  tried: number;
  seconds: number;
  byStatus: Record<string, number>;
  serverErrors: number;
  families: FamilyResult[];
  stored: string[];
  /** Bad inputs a write route accepted (2xx): no failure by itself, worth a look. */
  accepted: string[];
}

const describe = ({ case: item, answer, problem }: Tried) =>
  `${item.method} ${item.path.length > 90 ? `${item.path.slice(0, 90)}…` : item.path} (${item.note}): ${problem ?? answer.status}`;

/** Sorts the answers into the report: by status, by family, and the problems found. */
export function buildReport(tried: Tried[], stored: string[], seconds: number): Report {
  const accepted = tried.filter(
    ({ case: item, answer }) =>
      item.method !== 'GET' && !item.mayStore && answer.status >= 200 && answer.status < 300,
  );
  const byStatus: Record<string, number> = {};
  for (const { answer } of tried)
    byStatus[answer.status || 'none'] = (byStatus[answer.status || 'none'] ?? 0) + 1;
  const names = [...new Set(tried.map((item) => item.case.family))];
  const families = names.map((name) => {
    const own = tried.filter((item) => item.case.family === name);
    return { name, tried: own.length, problems: own.filter((item) => item.problem).map(describe) };
  });
  families.push({ name: 'nothing stored by refused requests', tried: 1, problems: stored });
  const serverErrors = tried.filter(({ answer }) => answer.status >= 500).length;
  return {
    tried: tried.length,
    seconds,
    byStatus,
    serverErrors,
    families,
    stored,
    accepted: accepted.map(describe),
  };
}

/** Prints the report: inputs tried, answers by status, 5xx count, problems by family, stored. */
export function printReport(report: Report, shown = 8): void {
  const statuses = Object.entries(report.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.info(`\nInputs tried: ${report.tried} in ${report.seconds.toFixed(1)} s`);
  console.info(`Answers by status: ${statuses}`);
  console.info(`5xx answers: ${report.serverErrors}`);
  console.info(`Stored that should not be: ${report.stored.length}`);
  const { accepted } = report;
  console.info(`Bad inputs accepted (2xx): ${accepted.length}, which is no failure by itself`);
  for (const item of accepted.slice(0, shown)) console.info(`  ${item}`);
  console.info('\nFamilies:');
  for (const family of report.families) {
    const mark = family.problems.length === 0 ? '✓' : '✖';
    console.info(
      `${mark} ${family.name}: ${family.tried} tried, ${family.problems.length} problems`,
    );
    for (const problem of family.problems.slice(0, shown)) console.info(`    ${problem}`);
    if (family.problems.length > shown)
      console.info(`    … and ${family.problems.length - shown} more`);
  }
}
