import type { SampleIds } from '../lib/sample-paths';
import type { Operation } from './openapi';
import type { Case } from './types';

/** What the families build their cases from. */
export interface CatalogueContext {
  operations: Operation[];
  /** Ids of existing rows by route template (real-ids.ts). */
  ids: Map<string, Record<string, string>>;
  /** Ids of sample rows for the public pages' detail routes. */
  pageIds: SampleIds;
  /** A small real JPEG and PNG, for uploads that are wrong in some other way. */
  jpeg: Buffer;
  png: Buffer;
  /** A stored image's /media URL. */
  mediaUrl: string;
  /** The image and PDF size limits the server was started with. */
  maxUploadBytes: number;
}

/** One family of bad inputs: a name for the report and a builder of its cases. */
export interface Family {
  name: string;
  build(context: CatalogueContext): Case[];
}

/** Operations whose body the catalogue may spoil: every write but deleting and signing out. */
export const bodyOperations = (operations: Operation[]) =>
  operations.filter(
    (operation) =>
      ['POST', 'PUT', 'PATCH'].includes(operation.method) && !/logout/.test(operation.template),
  );

/**
 * The path a body case goes to: existing ids for routes that read a body only after finding their
 * row, else ids no row has (a route with a declared JSON body validates it first; one that takes
 * files finds its row first, so as not to store files for a row that is not there).
 */
export function bodyPath(context: CatalogueContext, operation: Operation): string {
  const validatesFirst = operation.body !== undefined && operation.fileFields.length === 0;
  const real = validatesFirst ? undefined : context.ids.get(operation.template);
  return operation.template.replace(
    /\{(\w+)\}/g,
    (_, name: string) => real?.[name] ?? 'no-such-id',
  );
}
