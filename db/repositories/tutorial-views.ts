import type { DB } from '../client';

export function tutorialViewsRepository(db: DB) {
  return {
    /** A tutorial's view count, or undefined when there is no such tutorial. */
    async get(id: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('tutorials')
        .select('views')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.views;
    },

    /**
     * Adds one view and answers the new count (undefined when the tutorial is gone). One statement,
     * so visits at the same moment are all counted.
     */
    async add(id: string): Promise<number | undefined> {
      const row = await db
        .updateTable('tutorials')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .returning('views')
        .executeTakeFirst();
      return row?.views;
    },
  };
}
