import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../plugins/errors';
import { matchesEtag } from '../lib/etag';
import type { RateLimit } from '../plugins/rate-limits';
import { contentTypes, extensionOfKey, hashOfKey, isMediaKey, kindOfKey } from './keys';
import type { Media } from './service';
import {
  mediaQuerySchema,
  outputContentType,
  variantName,
  variantOf,
  type Variant,
} from './variants';

/** Keys are content hashes: the bytes behind a URL never change, so caches may keep them for good. */
const immutable = 'public, max-age=31536000, immutable';

/** Even opened directly, a stored file is inert: no script, no plugin, no same-origin access. */
const sandbox = "default-src 'none'; sandbox";

const notFound = () => new HttpError(404, 'Not found');

/** A download name that cannot break the header or mislead: ASCII letters, digits, `.-_` only. */
function safePdfName(name: string | undefined, key: string): string {
  const base = (name ?? '')
    .normalize('NFKD')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${base || `document-${hashOfKey(key).slice(0, 8)}`}.pdf`;
}

/** Derivatives one client may have made per minute: encoding is the costly part, reading is not. */
const newVariantsLimit = (perMinute: number): RateLimit => ({
  name: 'media-new-variants',
  points: perMinute,
  seconds: 60,
});

const tooManyNewVariants = (seconds: number) =>
  `Too many new image sizes asked for. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/**
 * GET /media/<key>[?w=&q=&f=] (parameters: contract/media.ts). Images without parameters and PDFs
 * are sent as stored; with parameters, an image derivative from the cache. A derivative not yet made
 * takes one of the client's `newVariantsPerMinute` (else 429), then waits its turn in the encode
 * queue; one already made is never limited. Unknown or malformed keys are 404 before any storage is
 * touched.
 */
export function registerDelivery(
  app: FastifyInstance,
  media: Media,
  newVariantsPerMinute: number,
): void {
  const newVariants = newVariantsLimit(newVariantsPerMinute);
  /** Background encodes under way: closing waits for them, so none writes after storage closed. */
  const making = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(making);
  });
  /** Makes a derivative once (requests for it meanwhile join it), behind every request's encode. */
  function makeInBackground(key: string, variant: Variant): Promise<void> {
    const made = encodeInBackground(key, variant).finally(() => making.delete(made));
    making.add(made);
    return made;
  }
  async function encodeInBackground(key: string, variant: Variant): Promise<void> {
    try {
      // Not held against the client's new-derivative limit: the request that caused it took its
      // point already, the variants are a short fixed list, and background work waits behind
      // every request's encode. Counted twice, a gallery's images ran past the limit (429s).
      await media.derivatives.ensure(key, variant, { background: true });
    } catch (error) {
      // A full encode queue (503) or a vanished source: a later request asks again.
      app.log.info({ err: error, key }, 'background derivative not made');
    }
  }
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/media/*',
      { schema: { querystring: mediaQuerySchema, hide: true }, config: { access: 'public' } },
      async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        if (!isMediaKey(key)) throw notFound();
        const { query } = request;
        const wantsVariant =
          query.w !== undefined || query.q !== undefined || query.f !== undefined;

        if (kindOfKey(key) === 'image' && wantsVariant) {
          const auto = (query.f ?? 'auto') === 'auto';
          let variant = variantOf(query, request.headers.accept, extensionOfKey(key));
          if (auto) reply.header('vary', 'Accept');
          const etagOf = (each: Variant) => `"${hashOfKey(key).slice(0, 32)}-${variantName(each)}"`;
          if (matchesEtag(request.headers['if-none-match'], etagOf(variant))) {
            return notModified(reply, etagOf(variant));
          }
          let derivative = await media.derivatives.cached(key, variant);
          let meanwhile = false;
          if (!derivative && auto && variant.format === 'avif') {
            // AVIF takes seconds to encode: it is made in the background, and until it is there
            // the browser gets WebP at once, an answer it must not keep (ADR 0014).
            void makeInBackground(key, variant);
            variant = { ...variant, format: 'webp' };
            meanwhile = true;
            derivative = await media.derivatives.cached(key, variant);
          }
          if (!derivative) {
            await app.rateLimits.takeOr429(newVariants, request.ip, tooManyNewVariants);
            derivative = await media.derivatives.get(key, variant);
          }
          if (!derivative) throw notFound();
          cacheable(reply, etagOf(variant), outputContentType(variant.format), derivative.bytes);
          if (meanwhile) reply.header('cache-control', 'public, no-cache');
          return reply.send(derivative.stream);
        }

        const etag = `"${hashOfKey(key).slice(0, 32)}"`;
        if (matchesEtag(request.headers['if-none-match'], etag)) return notModified(reply, etag);
        const object = await media.storage.open(key);
        if (!object) throw notFound();
        cacheable(reply, etag, contentTypes[extensionOfKey(key)], object.bytes);
        if (kindOfKey(key) === 'pdf') {
          reply.header(
            'content-disposition',
            `attachment; filename="${safePdfName(query.name, key)}"`,
          );
        }
        return reply.send(object.stream);
      },
    );
}

function cacheable(reply: FastifyReply, etag: string, type: string, bytes: number): void {
  reply
    .type(type)
    .header('content-length', bytes)
    .header('etag', etag)
    .header('cache-control', immutable)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', sandbox);
}

function notModified(reply: FastifyReply, etag: string) {
  return reply.code(304).header('etag', etag).header('cache-control', immutable).send();
}
