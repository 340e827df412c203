import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { migrateToLatest, openDatabase } from '../db/client';
import { sessionCookieName } from './auth/cookie';
import { registerAuth } from './auth/register';
import { registerBackupSchedule } from './operations/backup/schedule';
import type { AppConfig } from './config';
import { registerMedia } from './media';
import { registerDatabase } from './plugins/database';
import { registerErrorHandling } from './plugins/errors';
import { registerEtags } from './plugins/etag';
import { registerChangeTransactions } from './plugins/change-transaction';
import { registerIdempotency } from './plugins/idempotency';
import { registerMethodNotAllowed } from './plugins/methods';
import { registerOverloadShedding } from './plugins/overload';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { registerPages } from './pages';
import { registerPublicCache } from './public-cache';
import { relayInvalidations } from './public-cache/invalidations';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSlowBodyCut } from './plugins/slow-bodies';
import { registerTurns } from './plugins/turns';
import { registerUnreadBodyClose } from './plugins/unread-bodies';
import { registerContentRoutes } from './routes/content';
import { activityRoutes } from './routes/activity';
import { adminSummaryRoutes } from './routes/admin-summary';
import { mediaLibraryRoutes } from './routes/media-library';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { settingsRoutes } from './routes/settings';
import { siteRoutes } from './routes/site';
import { siteContentRoutes } from './routes/site-content';
import { userRoutes } from './routes/users';

const safeRequestId = /^[\w.:-]{1,64}$/;

/**
 * Builds the whole application: API, media and (when built) the web app. Tests build it in-process
 * and `inject` requests; `server.ts` builds it and listens.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    requestIdHeader: false,
    // Keep a caller's id (a proxy's, or a test's) when it is harmless, so logs can be joined up.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && safeRequestId.test(incoming) ? incoming : randomUUID();
    },
    // The client address is the socket's unless TRUSTED_PROXIES names the proxies in front.
    trustProxy: config.auth.trustedProxies ?? false,
    // A stalled client cannot hold a connection (docs/decisions/0013-overload-and-timeouts.md).
    connectionTimeout: config.server.idleSocketTimeoutMs,
    requestTimeout: config.server.requestTimeoutMs,
    keepAliveTimeout: config.server.keepAliveTimeoutMs,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  // First of the hooks: a request shed under overload costs as little as possible.
  await registerOverloadShedding(app, config.server.overload);
  registerSlowBodyCut(app, config.server.bodyMinBytesPerSecond);
  registerUnreadBodyClose(app);
  // Before any route, so it sees them all.
  const addMethodsResolver = registerMethodNotAllowed(app);
  // JSON comes as application/json: a text/plain body is 415, never a string a schema then refuses
  // (and text/plain is what a cross-site form may send without a preflight).
  app.removeContentTypeParser('text/plain');
  await registerSecurityHeaders(app, config.publicUrl);
  // After the security headers (a kept answer is sent with them), before the ETag and compression
  // hooks (it is sent compressed, with its own tag).
  const publicCache = config.publicCache && registerPublicCache(app, config.publicCache);
  // After the public cache, whose answers never wait for a turn.
  if (config.server.visitorsFirst) registerTurns(app, sessionCookieName(config.publicUrl));
  // Before compression: the tag is computed over the body as written.
  registerEtags(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  const db = openDatabase(config.database);
  registerDatabase(app, db, config.database.engine);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // app.rateLimits: every rate limit, kept in the database (ADR 0007).
  registerRateLimits(app);

  // Sessions, the access guard and the audit log: before any route, so every route is covered.
  await registerAuth(app, config);
  // Idempotency-Key on every create: after the sessions (keys are each staff member's own), before
  // the API document and the routes, so it sees and documents them all.
  registerIdempotency(app);
  // After the idempotency hooks (they find its transaction) and before the relay (which waits for
  // the commit's notification): a staff change and its audit record commit together.
  registerChangeTransactions(app);
  // After the idempotency hooks, which commit a keyed create: its answer then waits for the
  // other instances to be told of it.
  if (publicCache) relayInvalidations(app, publicCache);
  await registerOpenApi(app, config.site.name);
  // Uploads (multipart), app.media and GET /media/*: before the routes that store files.
  await registerMedia(app, config);
  // Scheduled backups (BACKUP_SCHEDULE) and app.backups, which the dashboard's summary reads.
  await registerBackupSchedule(app, config);
  await app.register(healthRoutes);
  await app.register(siteRoutes(config.site));
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(settingsRoutes);
  await app.register(activityRoutes);
  await app.register(adminSummaryRoutes);
  await app.register(mediaLibraryRoutes);
  await registerContentRoutes(app, config);
  await app.register(siteContentRoutes(config.site));
  // The pages: every other path, through React Router (when the web app is served).
  if (config.web) {
    const { web, site, publicUrl } = config;
    await registerPages(app, { web, site, publicUrl, addMethodsResolver });
  }

  return app;
}
