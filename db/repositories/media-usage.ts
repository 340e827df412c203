import type { MediaUsage } from '../../contract/media-library';

/**
 * One place a content row uses a URL it keeps: the file and, in the contract's words, where. Each
 * content repository lists its own (`mediaUses`); media-references.ts gathers them.
 */
export type MediaUse = MediaUsage & { url: string };
