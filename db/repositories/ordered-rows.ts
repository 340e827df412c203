import type { DB } from '../client';

/** The site-content lists an officer puts in order (migration 0016). */
type OrderedTable = 'executives' | 'testimonials';

/** Creating, listing and moving rows kept in `sort_order`. */
export function orderedRows(db: DB, table: OrderedTable) {
  return {
    /** The place after the last. */
    async next(): Promise<number> {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.max('sort_order').as('last'))
        .executeTakeFirst();
      const last = row?.last;
      return last === null || last === undefined ? 0 : Number(last) + 1;
    },

    /**
     * Swaps the row with its neighbour above ('up') or below; answers false when there is no such
     * row, true otherwise (already first or last: nothing moves).
     */
    async move(id: string, direction: 'up' | 'down'): Promise<boolean> {
      const row = await db
        .selectFrom(table)
        .select(['id', 'sort_order'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return false;
      const neighbour = await db
        .selectFrom(table)
        .select(['id', 'sort_order'])
        .where('sort_order', direction === 'up' ? '<' : '>', row.sort_order)
        .orderBy('sort_order', direction === 'up' ? 'desc' : 'asc')
        .limit(1)
        .executeTakeFirst();
      if (!neighbour) return true;
      await db
        .updateTable(table)
        .set({ sort_order: neighbour.sort_order })
        .where('id', '=', row.id)
        .execute();
      await db
        .updateTable(table)
        .set({ sort_order: row.sort_order })
        .where('id', '=', neighbour.id)
        .execute();
      return true;
    },
  };
}
