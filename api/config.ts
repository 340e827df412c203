import path from 'node:path';
import { z } from 'zod';
import type { SiteInfo } from '../contract/site';
import { offsetFileClock } from './auth/clock';
import { isValidProxyList, parseProxyList } from './auth/trusted-proxies';

/** An unset or blank variable counts as absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** Environment variables, with the defaults that make `npm start` work on a fresh clone. */
export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    PUBLIC_URL: optional(httpUrl()),
    SITE_NAME: z.string().min(1).default("Physics Students' Association"),
    SITE_ABBREVIATION: z.string().min(1).max(12).default('PSA'),
    SITE_ADDRESS: z
      .string()
      .min(1)
      .default('Department of Physics, Faculty of Science, University Campus'),
    SITE_EMAIL: z.email().default('info@psa-chapter.org'),
    SITE_PHONE: z.string().min(1).default('+234 800 000 0000'),
    SOCIAL_FACEBOOK: httpUrl().default('https://facebook.com/'),
    SOCIAL_TWITTER: httpUrl().default('https://twitter.com/'),
    SOCIAL_INSTAGRAM: httpUrl().default('https://instagram.com/'),
    SOCIAL_LINKEDIN: httpUrl().default('https://linkedin.com/'),
    // The time zone class times are in, for the timetable's calendar feed (issue 8).
    CALENDAR_TIMEZONE: z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone such as Africa/Lagos')
      .default('Africa/Lagos'),
    // Staff accounts and sessions (issue 3). Passwords are never trimmed: only a blank value is absent.
    ADMIN_EMAIL: optional(z.email({ error: 'must be an email address' })),
    ADMIN_PASSWORD: optional(
      z
        .string()
        .min(10, 'must be at least 10 characters')
        .max(128, 'must be at most 128 characters'),
    ),
    SESSION_IDLE_MINUTES: z.coerce.number().positive().default(120),
    CLOCK_OFFSET_FILE: optional(z.string().min(1)),
    SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(7),
    TRUSTED_PROXIES: optional(
      z
        .string()
        .refine(isValidProxyList, 'must be a comma-separated list of IP addresses or CIDR ranges'),
    ),
    // Media uploads and storage (issue 5). Sizes are bytes.
    MEDIA_DRIVER: z.enum(['local', 's3']).default('local'),
    MEDIA_MAX_IMAGE_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    MEDIA_MAX_PDF_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(25 * 1024 * 1024),
    MEDIA_MAX_PIXELS: z.coerce.number().int().positive().default(40_000_000),
    MEDIA_MAX_DIMENSION: z.coerce.number().int().min(64).max(16384).default(2560),
    // Image derivatives one client may have made (cache misses) per minute; cached ones are free.
    MEDIA_NEW_VARIANTS_PER_MINUTE: z.coerce.number().int().positive().default(60),
    // Stopping and overload (issue 21, docs/decisions/0013-overload-and-timeouts.md). Times are ms.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(300_000),
    IDLE_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(72_000),
    BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(2048),
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
    OVERLOAD_MAX_HEAP_BYTES: z.coerce.number().int().min(0).default(0),
    OVERLOAD_MAX_RSS_BYTES: z.coerce.number().int().min(0).default(0),
    OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(64),
    // docs/decisions/0028-visitors-first-turns.md; off only to measure without it.
    VISITORS_FIRST: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    // The public-read cache (issue 18, docs/decisions/0014-public-read-cache.md).
    PUBLIC_CACHE: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    PUBLIC_CACHE_MAX_MB: z.coerce.number().int().min(1).default(64),
    PUBLIC_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).default(60),
    S3_BUCKET: optional(z.string()),
    S3_REGION: optional(z.string()),
    S3_ENDPOINT: optional(httpUrl()),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_FORCE_PATH_STYLE: optional(
      z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }),
    ),
    // Scheduled backups (issue 21): every BACKUP_SCHEDULE, into BACKUP_DIR, keeping the newest BACKUP_KEEP.
    BACKUP_SCHEDULE: optional(
      z.string().regex(/^\d+\s*[mhd]$/, 'must be a number and m, h or d, e.g. 30m, 6h or 1d'),
    ),
    BACKUP_DIR: optional(z.string()),
    BACKUP_KEEP: z.coerce.number().int().min(1, 'must be at least 1').default(7),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
  })
  .superRefine(checkBackups)
  .superRefine(checkMediaStorage);

type Env = z.infer<typeof envSchema>;

export type DatabaseConfig =
  { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string; schema?: string };

/** Where the pages come from: the production build, or Vite's dev server with hot reload. */
export type WebSource = { mode: 'production'; dir: string } | { mode: 'development'; root: string };

export interface AppConfig {
  host: string;
  port: number;
  dataDir: string;
  logLevel: Env['LOG_LEVEL'];
  publicUrl: string | undefined;
  database: DatabaseConfig;
  auth: AuthConfig;
  media: MediaConfig;
  /** The academic calendar's feeds: class times are wall-clock times in this IANA zone. */
  calendar: { timeZone: string };
  /** The web app's pages: the production build, or Vite's dev server; absent for the API alone. */
  web: WebSource | undefined;
  /** The association's identity (GET /api/site), its calendar's time zone included. */
  site: SiteInfo;
  /** Scheduled backups, or undefined when they are off (the default). */
  backup?: BackupConfig | undefined;
  /** Timeouts and load shedding (docs/decisions/0013-overload-and-timeouts.md). */
  server: ServerLimits;
  /** The build's drawn sample images and PDFs (db/seed/drawings.ts), for the first start's seed. */
  samplesDir?: string | undefined;
  /** The public-read cache (docs/decisions/0014-public-read-cache.md); undefined when off. */
  publicCache: PublicCacheConfig | undefined;
}

export interface PublicCacheConfig {
  maxBytes: number;
  /** What only time changes (an event becoming past) shows at most this late. */
  maxAgeMs: number;
}

export interface BackupConfig {
  /** How often a backup is made; a missed one (server stopped) is made soon after start. */
  everyMs: number;
  dir: string;
  /** How many scheduled archives are kept; older ones are deleted. */
  keep: number;
}

export interface ServerLimits {
  /** How long a stopping server lets in-flight requests finish before it closes what is left. */
  shutdownTimeoutMs: number;
  /** The longest a client may take to send a whole request, body included. */
  requestTimeoutMs: number;
  /** A connection on which nothing moves this long is closed. */
  idleSocketTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** A body arriving slower than this (over 10-second windows) is cut; 0: never. */
  bodyMinBytesPerSecond: number;
  /** Requests are shed (503, Retry-After) while any of these is exceeded; 0 turns one off. */
  overload: {
    maxEventLoopDelayMs: number;
    maxHeapUsedBytes: number;
    maxRssBytes: number;
    /** Requests being answered at once, past which new ones are shed. */
    maxInFlight: number;
  };
  /**
   * Uncached requests start one turn of the event loop at a time, visitors' before staff's
   * (docs/decisions/0028-visitors-first-turns.md).
   */
  visitorsFirst: boolean;
}

export interface AuthConfig {
  /** The first admin, created at start-up when no account has this email. */
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Fractions are allowed (tests use short timeouts). */
  sessionIdleMinutes: number;
  sessionAbsoluteDays: number;
  /** Proxies whose X-Forwarded-For is believed; otherwise the client address is the socket's. */
  trustedProxies: string[] | undefined;
  /** The clock sessions and sign-in limits use; tests inject one. */
  now?: () => Date;
}

export interface MediaConfig {
  maxImageBytes: number;
  maxPdfBytes: number;
  /** Decoded width × height above which an image is refused before it is decoded. */
  maxPixels: number;
  /** Stored images are scaled down so their longest side is at most this. */
  maxDimension: number;
  /** Derivatives one client may have made per minute (cache misses; hits are never limited). */
  newVariantsPerMinute: number;
  storage: { driver: 'local' } | ({ driver: 's3' } & S3Config);
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Absent: the SDK's default credential chain (instance role, ~/.aws, ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError that names each offending variable. */
export function loadConfig(
  env: Record<string, string | undefined>,
  options: { web?: WebSource; samplesDir?: string } = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL,
    database: e.DATABASE_URL
      ? { engine: 'postgres', url: e.DATABASE_URL }
      : { engine: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') },
    auth: {
      adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
      adminPassword: e.ADMIN_PASSWORD,
      sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
      sessionAbsoluteDays: e.SESSION_ABSOLUTE_DAYS,
      trustedProxies:
        e.TRUSTED_PROXIES === undefined ? undefined : parseProxyList(e.TRUSTED_PROXIES),
      ...(e.CLOCK_OFFSET_FILE ? { now: offsetFileClock(e.CLOCK_OFFSET_FILE) } : {}),
    },
    media: mediaConfig(e),
    web: options.web,
    samplesDir: options.samplesDir,
    backup: e.BACKUP_SCHEDULE
      ? {
          everyMs: durationMs(e.BACKUP_SCHEDULE),
          dir: path.resolve(e.BACKUP_DIR ?? '.'),
          keep: e.BACKUP_KEEP,
        }
      : undefined,
    calendar: { timeZone: e.CALENDAR_TIMEZONE },
    publicCache:
      e.PUBLIC_CACHE === 'on'
        ? {
            maxBytes: e.PUBLIC_CACHE_MAX_MB * 1024 * 1024,
            maxAgeMs: e.PUBLIC_CACHE_MAX_AGE_SECONDS * 1000,
          }
        : undefined,
    server: {
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      idleSocketTimeoutMs: e.IDLE_SOCKET_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      bodyMinBytesPerSecond: e.BODY_MIN_BYTES_PER_SECOND,
      overload: {
        maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
        maxHeapUsedBytes: e.OVERLOAD_MAX_HEAP_BYTES,
        maxRssBytes: e.OVERLOAD_MAX_RSS_BYTES,
        maxInFlight: e.OVERLOAD_MAX_IN_FLIGHT,
      },
      visitorsFirst: e.VISITORS_FIRST === 'on',
    },
    site: {
      name: e.SITE_NAME,
      abbreviation: e.SITE_ABBREVIATION,
      address: e.SITE_ADDRESS,
      email: e.SITE_EMAIL,
      phone: e.SITE_PHONE,
      social: {
        facebook: e.SOCIAL_FACEBOOK,
        twitter: e.SOCIAL_TWITTER,
        instagram: e.SOCIAL_INSTAGRAM,
        linkedin: e.SOCIAL_LINKEDIN,
      },
      timeZone: e.CALENDAR_TIMEZONE,
    },
  };
}

const unitMs = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '30m', '6h', '1d' (checked by the schema) in milliseconds. */
function durationMs(value: string): number {
  const unit = value.trim().slice(-1) as keyof typeof unitMs;
  return Number.parseInt(value, 10) * unitMs[unit];
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

type EnvInput = z.input<typeof envSchema>;

/** S3 storage needs a bucket; keys go as a pair so a half-set one is not silently ignored. */
function checkMediaStorage(env: EnvInput, ctx: z.RefinementCtx): void {
  if (env.MEDIA_DRIVER === 's3' && !env.S3_BUCKET) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'is required when MEDIA_DRIVER is s3',
    });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
  }
}

/** A schedule needs somewhere to put the archives. */
function checkBackups(
  env: { BACKUP_SCHEDULE?: string | undefined; BACKUP_DIR?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (env.BACKUP_SCHEDULE && !env.BACKUP_DIR) {
    ctx.addIssue({
      code: 'custom',
      path: ['BACKUP_DIR'],
      message: 'is required when BACKUP_SCHEDULE is set (where the archives go)',
    });
  }
}

function mediaConfig(e: Env): MediaConfig {
  const limits = {
    maxImageBytes: e.MEDIA_MAX_IMAGE_BYTES,
    maxPdfBytes: e.MEDIA_MAX_PDF_BYTES,
    maxPixels: e.MEDIA_MAX_PIXELS,
    maxDimension: e.MEDIA_MAX_DIMENSION,
    newVariantsPerMinute: e.MEDIA_NEW_VARIANTS_PER_MINUTE,
  };
  if (e.MEDIA_DRIVER === 'local' || !e.S3_BUCKET) {
    return { ...limits, storage: { driver: 'local' } };
  }
  return {
    ...limits,
    storage: {
      driver: 's3',
      bucket: e.S3_BUCKET,
      region: e.S3_REGION ?? 'us-east-1',
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  };
}
