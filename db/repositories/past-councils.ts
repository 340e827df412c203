import type { PastCouncil } from '../../contract/academic-session';
import type { DB } from '../client';
import type { MediaUse } from './media-usage';
import { newId, nowIso, orUndefined } from './shared';

/** Executive councils of sessions that have ended (About's 'Past councils'). */
export function pastCouncilsRepository(db: DB) {
  return {
    /** Latest session first; members in their order then. */
    async list(): Promise<PastCouncil[]> {
      const rows = await db
        .selectFrom('past_council_members')
        .select(['session', 'name', 'role', 'image_url'])
        .orderBy('session', 'desc')
        .orderBy('sort_order', 'asc')
        .execute();
      const councils: PastCouncil[] = [];
      for (const row of rows) {
        let council = councils.at(-1);
        if (council?.session !== row.session) {
          council = { session: row.session, members: [] };
          councils.push(council);
        }
        const imageUrl = orUndefined(row.image_url);
        council.members.push({ name: row.name, role: row.role, ...(imageUrl ? { imageUrl } : {}) });
      }
      return councils;
    },

    /**
     * Copies the executive council, as it stands, under `session` (replacing an earlier copy of
     * that session, so correcting the session and starting it again keeps one council).
     */
    async archiveCurrent(session: string): Promise<void> {
      await db.deleteFrom('past_council_members').where('session', '=', session).execute();
      const executives = await db
        .selectFrom('executives')
        .select(['name', 'role', 'image_url'])
        .orderBy('sort_order')
        .orderBy('created_at')
        .execute();
      if (executives.length === 0) return;
      const archivedAt = nowIso();
      await db
        .insertInto('past_council_members')
        .values(
          executives.map((executive, index) => ({
            id: newId(),
            session,
            name: executive.name,
            role: executive.role,
            image_url: executive.image_url,
            sort_order: index,
            archived_at: archivedAt,
          })),
        )
        .execute();
    },

    /** Archived portraits stay in use: the media sweep must not delete them. */
    async mediaUses(): Promise<MediaUse[]> {
      const rows = await db
        .selectFrom('past_council_members')
        .select(['id', 'name', 'session', 'image_url'])
        .where('image_url', 'is not', null)
        .execute();
      return rows.map((row) => ({
        url: row.image_url as string,
        place: 'past-council-photo' as const,
        id: row.id,
        title: `${row.name} (${row.session})`,
      }));
    },
  };
}
