import { sessionLabel } from '@contract/academic-session';

/**
 * The session the calendar shows: the address's `?session=2026/2027` when it names one, else the
 * current session. A malformed value is ignored rather than refused: it is only a view.
 */
export function sessionToShow(params: URLSearchParams, current: string): string {
  const asked = sessionLabel.safeParse(params.get('session'));
  return asked.success ? asked.data : current;
}

/** The picker's choices: every session with events and the current one, latest first. */
export function sessionChoices(withEvents: readonly string[], current: string): string[] {
  return [...new Set([current, ...withEvents])].sort().reverse();
}
