import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const immutable = 'public, max-age=31536000, immutable';
const precompressed = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * The built browser files: hashed files under /assets are cached for a year, the rest (icons,
 * artwork, the manifest) revalidated. Each file gets a route of its own (no wildcard), so every
 * other path reaches React Router. Text files are served precompressed (scripts/build.ts).
 */
export async function registerStaticFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    preCompressed: true,
    // The build's manifests (.vite/) are for the server only.
    dotfiles: 'ignore',
    // Our own Cache-Control below; send's default (max-age=0) would overwrite it.
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath);
      res.setHeader(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? immutable : 'no-cache',
      );
      // The same URL answers br, gzip or identity: caches must keep them apart.
      if (precompressed.test(filePath.replace(/\.(br|gz)$/, ''))) {
        res.setHeader('vary', 'Accept-Encoding');
      }
    },
  });
}
