/**
 * Where uploaded files are kept (the original of every sheet upload): a folder on the server's
 * disk by default, an S3-compatible bucket by configuration (FILE_STORE). Keys are relative
 * paths the server makes itself (`uploads/<id>/<name>`), never a name a user typed.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when nothing is kept under the key. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
}

/** The configured store: a local folder or an S3-compatible bucket. */
export type FileStoreConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

/** A key the stores accept: relative, with plain path segments only. */
export function checkedKey(key: string): string {
  const segments = key.split('/');
  if (key.length > 512 || segments.some((s) => !/^[A-Za-z0-9._-]+$/.test(s) || /^\.+$/.test(s))) {
    throw new Error(`Not a file store key: ${key}`);
  }
  return key;
}
