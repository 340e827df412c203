import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('media configuration', () => {
  it('defaults to local storage with the issue limits', () => {
    expect(loadConfig({}).media).toEqual({
      maxImageBytes: 10 * 1024 * 1024,
      maxPdfBytes: 25 * 1024 * 1024,
      maxPixels: 40_000_000,
      maxDimension: 2560,
      newVariantsPerMinute: 60,
      storage: { driver: 'local' },
    });
  });

  it('reads S3 settings', () => {
    const media = loadConfig({
      MEDIA_DRIVER: 's3',
      MEDIA_MAX_PIXELS: '24e6',
      S3_BUCKET: 'chapter',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).media;
    expect(media.maxPixels).toBe(24_000_000);
    expect(media.storage).toEqual({
      driver: 's3',
      bucket: 'chapter',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it.each([
    [{ MEDIA_DRIVER: 'ftp' }, 'MEDIA_DRIVER'],
    [{ MEDIA_MAX_IMAGE_BYTES: '10MB' }, 'MEDIA_MAX_IMAGE_BYTES'],
    [{ MEDIA_MAX_PDF_BYTES: '-1' }, 'MEDIA_MAX_PDF_BYTES'],
    [{ MEDIA_MAX_PIXELS: '0' }, 'MEDIA_MAX_PIXELS'],
    [{ MEDIA_MAX_DIMENSION: '10' }, 'MEDIA_MAX_DIMENSION'],
    [{ MEDIA_NEW_VARIANTS_PER_MINUTE: '0' }, 'MEDIA_NEW_VARIANTS_PER_MINUTE'],
    [{ MEDIA_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
  ])('rejects %j with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
