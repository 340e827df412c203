/** One bad input: a request the server must answer with a clear status, never a 5xx. */
export interface Case {
  /** The family it belongs to (one line of the report, one test in `npm test`'s count). */
  family: string;
  /** The marker every string it sends carries (see tags.ts). */
  tag: string;
  method: string;
  /** Path and query, already encoded. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** What it tries, for the report. */
  note: string;
  /** Send without the staff session (the guard's answer is the point). */
  anonymous?: boolean;
  /** A good request: storing what it sends is right (the template-pattern titles). */
  mayStore?: boolean;
  /** Checks the answer beyond its status; returns a problem, or undefined when all is well. */
  verify?: (answer: Answer, target: Target) => Promise<string | undefined> | string | undefined;
}

/** What the server answered; status 0 when the connection failed without an answer. */
export interface Answer {
  status: number;
  body: string;
  headers: Headers;
  /** Why there was no answer (status 0). */
  error?: string;
}

/** A case with its answer, and what its check found wrong. */
export interface Tried {
  case: Case;
  answer: Answer;
  problem?: string;
}

/** The server under test: its address, the staff session's cookie, its data folder. */
export interface Target {
  base: string;
  cookie: string;
  dataDir: string;
}
