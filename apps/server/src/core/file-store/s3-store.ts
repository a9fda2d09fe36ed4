import { createHash, createHmac } from 'node:crypto';
import { checkedKey, type FileStore, type FileStoreConfig } from './file-store';

type S3Config = Extract<FileStoreConfig, { driver: 's3' }>;

const TIMEOUT_MS = 30_000;
const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** The headers of one request signed with AWS Signature Version 4 (service s3). */
export function signS3Request(
  config: S3Config,
  method: 'GET' | 'PUT' | 'HEAD',
  url: URL,
  body: Uint8Array | null,
  at: Date,
): Record<string, string> {
  const amzDate = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(body ?? '');
  const headers: Record<string, string> = {
    host: url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalRequest = [
    method,
    url.pathname,
    '',
    ...names.map((n) => `${n}:${headers[n]}`),
    '',
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${config.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region),
  );
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/**
 * Files kept in an S3-compatible bucket (AWS S3, MinIO, R2 ...), path-style, with signed
 * requests: a small fetch rather than the AWS SDK, as the store needs three calls.
 */
export function createS3FileStore(config: S3Config, now: () => Date = () => new Date()): FileStore {
  const urlOf = (key: string) =>
    new URL(
      `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}/${checkedKey(key)}`,
    );
  async function call(method: 'GET' | 'PUT' | 'HEAD', key: string, body: Uint8Array | null) {
    const url = urlOf(key);
    const response = await fetch(url, {
      method,
      headers: signS3Request(config, method, url, body, now()),
      ...(body ? { body } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 404) return null;
    if (!response.ok) {
      throw new Error(`The file store answered ${response.status} to ${method} ${key}`);
    }
    return response;
  }
  return {
    async put(key, bytes) {
      await call('PUT', key, bytes);
    },
    async get(key) {
      const response = await call('GET', key, null);
      return response ? Buffer.from(await response.arrayBuffer()) : null;
    },
    async exists(key) {
      return (await call('HEAD', key, null)) !== null;
    },
  };
}
