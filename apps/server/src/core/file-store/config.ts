import { join } from 'node:path';
import type { FileStoreConfig } from './file-store';

/** The file store of the configuration (FILE_STORE); throws naming what `s3` lacks. */
export function readFileStoreConfig(env: {
  FILE_STORE: 'local' | 's3';
  FILE_STORE_DIR?: string | undefined;
  DATA_DIR: string;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}): FileStoreConfig {
  if (env.FILE_STORE === 'local') {
    return { driver: 'local', dir: env.FILE_STORE_DIR ?? join(env.DATA_DIR, 'files') };
  }
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'FILE_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return {
    driver: 's3',
    endpoint: S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}
