import type { FileStore, FileStoreConfig } from './file-store';
import { createLocalFileStore } from './local-store';
import { createS3FileStore } from './s3-store';

export type { FileStore, FileStoreConfig } from './file-store';
export { readFileStoreConfig } from './config';

/** The store the configuration picks. */
export function createFileStore(config: FileStoreConfig): FileStore {
  return config.driver === 'local' ? createLocalFileStore(config.dir) : createS3FileStore(config);
}
