/** The cluster's shared services: a schema of its own on the test PostgreSQL, and an S3 server. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';
import { createSchema, dropSchema } from '../../db/dialect';
import { freePort } from '../lib/server-process';

export interface ClusterDatabase {
  /** DATABASE_URL for the instances: the run's own schema, by libpq's `options` (search_path). */
  url: string;
  schema: string;
  drop(): Promise<void>;
}

/**
 * A fresh schema on `url` (TEST_DATABASE_URL), so a run starts on an empty database whatever ran
 * before, and needs no right to create databases.
 */
export async function freshDatabase(url: string): Promise<ClusterDatabase> {
  const schema = `cluster_${randomBytes(5).toString('hex')}`;
  await createSchema(url, schema);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return { url: withSchema.toString(), schema, drop: () => dropSchema(url, schema) };
}

const bucket = 'chapter-cluster';

export interface ClusterS3 {
  endpoint: string;
  /** The S3 settings every instance gets (api/config.ts). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver (an S3-compatible test server) on a loopback port, its objects in `dir`. */
export async function startS3(dir: string): Promise<ClusterS3> {
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: path.resolve(dir),
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      MEDIA_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: () => server.close(),
  };
}
