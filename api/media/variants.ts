import { z } from 'zod';
import {
  MEDIA_DEFAULT_QUALITY,
  MEDIA_FORMATS,
  MEDIA_QUALITIES,
  MEDIA_WIDTHS,
  type MediaFormat,
} from '../../contract/media';
import type { Extension } from './keys';

/** What a derivative is encoded as once `auto` has been resolved. */
export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export interface Variant {
  /** Undefined: the stored width. */
  width: number | undefined;
  quality: number;
  format: OutputFormat;
}

const oneOf = (allowed: readonly number[], name: string) =>
  z.coerce
    .number()
    .refine((value) => allowed.includes(value), `${name} must be one of ${allowed.join(', ')}`)
    .optional();

/** The delivery query (see contract/media.ts). Only listed values pass, so the cache stays bounded. */
export const mediaQuerySchema = z.object({
  w: oneOf(MEDIA_WIDTHS, 'w'),
  q: oneOf(MEDIA_QUALITIES, 'q'),
  f: z.enum(MEDIA_FORMATS, { error: `f must be one of ${MEDIA_FORMATS.join(', ')}` }).optional(),
  name: z.string().max(200).optional(),
});
export type MediaQuery = z.infer<typeof mediaQuerySchema>;

/** Whether the client lists a type in Accept with a non-zero weight (wildcards do not count). */
function accepts(accept: string, type: string): boolean {
  return accept.split(',').some((range) => {
    const [name, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (name !== type) return false;
    const weight = params.find((param) => param.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

/**
 * `auto` picks the smallest format the client takes: AVIF, else WebP, else the stored one's family
 * (JPEG, or PNG for images with transparency, which JPEG cannot carry).
 */
function resolveFormat(
  requested: MediaFormat,
  accept: string | undefined,
  stored: Extension,
): OutputFormat {
  if (requested !== 'auto') return requested;
  if (accepts(accept ?? '', 'image/avif')) return 'avif';
  if (accepts(accept ?? '', 'image/webp')) return 'webp';
  return stored === 'png' ? 'png' : 'jpeg';
}

export function variantOf(
  query: MediaQuery,
  accept: string | undefined,
  stored: Extension,
): Variant {
  return {
    width: query.w,
    quality: query.q ?? MEDIA_DEFAULT_QUALITY,
    format: resolveFormat(query.f ?? 'auto', accept, stored),
  };
}

const extensions: Record<OutputFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
};

/** The derivative's file name in the cache, also the tail of its ETag: `w400-q80.webp`. */
export const variantName = (variant: Variant): string =>
  `${variant.width ? `w${variant.width}` : 'full'}-q${variant.quality}.${extensions[variant.format]}`;

export const outputContentType = (format: OutputFormat): string => `image/${format}`;
