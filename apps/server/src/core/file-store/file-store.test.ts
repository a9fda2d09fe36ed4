import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileStoreConfig } from './config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-store';
import { createS3FileStore } from './s3-store';

/** An S3-compatible bucket in memory that refuses a request whose body hash was not signed. */
function fakeBucket() {
  const objects = new Map<string, Buffer>();
  const seen: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const auth = request.headers.authorization ?? '';
      seen.push(auth);
      const signedHash = request.headers['x-amz-content-sha256'];
      const hash = createHash('sha256').update(body).digest('hex');
      if (
        !/^AWS4-HMAC-SHA256 Credential=key-id\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/.test(
          auth,
        ) ||
        signedHash !== hash
      ) {
        response.writeHead(403).end();
        return;
      }
      const key = request.url ?? '';
      if (request.method === 'PUT') {
        objects.set(key, body);
        response.writeHead(200).end();
      } else if (objects.has(key)) {
        response.writeHead(200).end(request.method === 'HEAD' ? undefined : objects.get(key));
      } else {
        response.writeHead(404).end();
      }
    });
  });
  return { server, objects, seen };
}

async function storesAndReads(store: FileStore) {
  expect(await store.exists('uploads/a/original.csv')).toBe(false);
  expect(await store.get('uploads/a/original.csv')).toBeNull();
  await store.put('uploads/a/original.csv', Buffer.from('Pincode\r\n560001\r\n'));
  expect(await store.exists('uploads/a/original.csv')).toBe(true);
  expect((await store.get('uploads/a/original.csv'))?.toString()).toBe('Pincode\r\n560001\r\n');
}

describe('the local file store', () => {
  it('keeps a file under its key and answers it back', async () => {
    await storesAndReads(createLocalFileStore(mkdtempSync(join(tmpdir(), 'files-'))));
  });

  it.each(['../outside', '/absolute', 'a//b', 'a/./b', 'a b'])(
    'refuses the key %j',
    async (key) => {
      const store = createLocalFileStore(mkdtempSync(join(tmpdir(), 'files-')));
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('Not a file store key');
    },
  );
});

describe('the S3-compatible file store', () => {
  const bucket = fakeBucket();
  let server: Server;
  beforeAll(async () => {
    server = bucket.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, heads and gets objects path-style with signed requests', async () => {
    const { port } = server.address() as AddressInfo;
    await storesAndReads(
      createS3FileStore({
        driver: 's3',
        endpoint: `http://127.0.0.1:${port}`,
        region: 'ap-south-1',
        bucket: 'uploads',
        accessKeyId: 'key-id',
        secretAccessKey: 'secret',
      }),
    );
    expect([...bucket.objects.keys()]).toEqual(['/uploads/uploads/a/original.csv']);
  });

  it('is chosen by FILE_STORE=s3, which needs its endpoint, bucket and keys', () => {
    const env = { FILE_STORE: 's3' as const, DATA_DIR: './data', S3_REGION: 'us-east-1' };
    expect(() => readFileStoreConfig(env)).toThrow('FILE_STORE=s3 needs S3_ENDPOINT');
    expect(readFileStoreConfig({ ...env, FILE_STORE: 'local' })).toEqual({
      driver: 'local',
      dir: join('./data', 'files'),
    });
  });
});
