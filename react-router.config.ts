import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode (ADR 0006): web/app holds the root, the route table (routes.ts) and
 * the route modules; `react-router build` writes the browser's files to dist/web/client and the
 * server build, which Fastify loads, to dist/web/server.
 */
export default {
  appDirectory: 'web/app',
  buildDirectory: process.env.DIST_DIR ? `${process.env.DIST_DIR}/web` : 'dist/web',
  ssr: true,
  future: {
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
