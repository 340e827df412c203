// Media has no table: see db/migrations/0003_media.ts. The interface stays so schema.ts composes as before.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MediaTables {}
