/**
 * What the rest of the server sees of the media module. A file of its own so that the module's
 * parts (service, keys, multipart) and its users import the types without importing the plugin.
 */
export type MediaKind = 'image' | 'pdf';

export interface StoredMedia {
  key: string;
  kind: MediaKind;
  /** Site path, `/media/i/<sha256>.jpg|png` or `/media/d/<sha256>.pdf`: what content rows store. */
  url: string;
  bytes: number;
  width?: number;
  height?: number;
}

/** A stored object as the admin's media library lists it. */
export interface StoredFile {
  key: string;
  kind: MediaKind;
  url: string;
  bytes: number;
  /** When it was last written (uploading the same bytes again writes it again). */
  modified: Date;
}

/** What a staff member's delete did: removed the file, or refused (used by a row), or found none. */
export type MediaDeletion = 'deleted' | 'in-use' | 'missing';

/** Lists every media URL some rows still use (outside URLs may be included; they are ignored). */
export type ReferenceLister = () => Promise<Set<string>>;

export interface MediaService {
  /** Streams, checks, re-encodes (images) and stores one upload. Throws HttpError 413 / 415 / 422. */
  store(
    file: { stream: NodeJS.ReadableStream; filename: string },
    kind: MediaKind,
  ): Promise<StoredMedia>;
  /** The most bytes one upload of this kind may have (MEDIA_MAX_IMAGE_BYTES / MEDIA_MAX_PDF_BYTES). */
  maxBytes(kind: MediaKind): number;
  /** Deletes a stored object by its URL (as returned in StoredMedia.url) if no longer referenced; ignores external URLs. */
  release(url: string): Promise<void>;
  /** Every stored object (the admin's media library), in the store's order. */
  list(): Promise<StoredFile[]>;
  /** A stored image's size in pixels, read from its header (and remembered); undefined for a PDF. */
  dimensions(key: string): Promise<{ width: number; height: number } | undefined>;
  /** A stored object's size in bytes; undefined when it is not stored. */
  sizeOf(key: string): Promise<number | undefined>;
  /**
   * Deletes a stored object and its derivatives at a staff member's request, unless a registered
   * lister references it ('in-use'). Leases are not asked: an officer deleting a fresh upload that
   * no row uses yet means it (the form that uploaded it would then save a missing file).
   */
  delete(key: string): Promise<MediaDeletion>;
  /**
   * Every module whose rows keep media URLs must register a lister at start-up: the sweep deletes
   * objects older than an hour that no lister returns (and does nothing while none is registered).
   */
  registerReferences(lister: ReferenceLister): void;
  /** Runs at start-up and hourly; exposed for tests and maintenance scripts. */
  sweepOrphans(): Promise<{ deleted: string[] }>;
  /**
   * Only for a process that holds the data folder's lock (db/data-dir-lock.ts), before it serves:
   * removes every leftover of an unfinished write whatever its age (a killed process's uploads),
   * and, with local storage, every unreferenced object (S3 keeps the grace period).
   */
  sweepAtStart(): Promise<{ deleted: string[] }>;
  /** Where objects are stored, and whether that store answers now (GET /api/ready). */
  readonly driver: 'local' | 's3';
  storageReachable(): Promise<boolean>;
}
