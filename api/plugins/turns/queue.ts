/**
 * The order in which requests the public cache did not answer start their work, one turn of the
 * event loop at a time (docs/decisions/0028-visitors-first-turns.md).
 */

export type Start = () => void;
export type Requester = 'visitor' | 'staff';

/** Staff requests started together in one turn: a page render costs about what four of them do. */
export const STAFF_BATCH = 4;
/** Visitors' requests started, while staff wait, before staff get a turn: neither waits for ever. */
export const VISITORS_BEFORE_STAFF = 3;

export class TurnQueue {
  readonly #visitors: Start[] = [];
  readonly #staff: Start[] = [];
  #visitorsInARow = 0;

  get waiting(): number {
    return this.#visitors.length + this.#staff.length;
  }

  add(requester: Requester, start: Start): void {
    (requester === 'staff' ? this.#staff : this.#visitors).push(start);
  }

  /** The requests whose work starts in this turn: one visitor's, or a batch of staff requests. */
  takeTurn(): Start[] {
    const staffDue =
      this.#staff.length > 0 &&
      (this.#visitors.length === 0 || this.#visitorsInARow >= VISITORS_BEFORE_STAFF);
    if (staffDue) {
      this.#visitorsInARow = 0;
      return this.#staff.splice(0, STAFF_BATCH);
    }
    const visitor = this.#visitors.shift();
    if (!visitor) return [];
    this.#visitorsInARow += 1;
    return [visitor];
  }
}
