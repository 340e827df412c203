/**
 * What the crash suite sent and what the server acknowledged (a 2xx answer), to hold against what
 * the database holds after each kill.
 */
import type { WriteRequest } from './client';

export type Kind = 'news' | 'event' | 'contact' | 'photo' | 'course-edit';

export interface Operation {
  kind: Kind;
  /** Unique text the created row carries (its title, subject or label); for an edit, the value. */
  marker: string;
  request: WriteRequest;
  state: 'pending' | 'acked';
  /** The created row's id, from the answer. */
  id?: string;
  /** Course edits: the course's code and the edit's sequence number. */
  course?: string;
  version?: number;
}

export interface Figures {
  cycles: number;
  /** Writes (not uploads) answered 2xx while the server was being killed. */
  acknowledged: number;
  acknowledgedUploads: number;
  retried: number;
  replayed: number;
  lost: number;
  duplicates: number;
  partialFiles: number;
  orphans: number;
  leftovers: number;
  integrityFailures: number;
  halfWritten: number;
  unexpectedAnswers: number;
  failedStarts: number;
}

export const emptyFigures = (): Figures => ({
  cycles: 0,
  acknowledged: 0,
  acknowledgedUploads: 0,
  retried: 0,
  replayed: 0,
  lost: 0,
  duplicates: 0,
  partialFiles: 0,
  orphans: 0,
  leftovers: 0,
  integrityFailures: 0,
  halfWritten: 0,
  unexpectedAnswers: 0,
  failedStarts: 0,
});

export class Ledger {
  readonly operations: Operation[] = [];
  /** Course code → highest acknowledged edit, and the edit in flight (at most one per course). */
  readonly courses = new Map<string, { acked: number; sent: number; busy: boolean }>();
  /** The first problems of each figure, for the report (the figures count them all). */
  readonly problems: { figure: keyof Figures; text: string }[] = [];
  private counter = 0;

  constructor(readonly run: string) {}

  nextMarker(kind: Kind): string {
    this.counter += 1;
    return `crash-${this.run}-${kind}-${this.counter}`;
  }

  add(operation: Operation): Operation {
    this.operations.push(operation);
    return operation;
  }

  pending(): Operation[] {
    return this.operations.filter((operation) => operation.state === 'pending');
  }

  problem(figure: keyof Figures, text: string): void {
    if (this.problems.filter((problem) => problem.figure === figure).length < 10) {
      this.problems.push({ figure, text });
    }
  }
}
