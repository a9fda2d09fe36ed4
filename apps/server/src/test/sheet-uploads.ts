import { randomUUID } from 'node:crypto';
import { utils, write } from '@e965/xlsx';
import { asSubmission } from './submission-key';
import { bearer, type TestApp } from './test-app';

export const PINCODE_HEADERS = [
  'Pincode',
  'City',
  'State',
  'Serviceable',
  'ODA',
  'COD Available',
  'EDD Days',
];

/** `count` valid pincode rows from 110001 up; the rows named in `bad` get an invalid pincode. */
export function pincodeRows(count: number, bad: readonly number[] = []): string[][] {
  return Array.from({ length: count }, (_, i) => [
    bad.includes(i) ? '01234' : String(110001 + i),
    'Delhi',
    'Delhi',
    'Yes',
    'No',
    'Yes',
    '3',
  ]);
}

export function xlsxOf(rows: readonly (readonly string[])[]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows.map((r) => [...r])), 'Sheet1');
  return write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

export const csvOf = (rows: readonly (readonly string[])[]) =>
  Buffer.from(rows.map((r) => r.join(',')).join('\r\n'));

/** A multipart body as a browser sends it: the file in `field`, and the other fields. */
export function multipartOf(
  file: { field: string; name: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const boundary = `----test${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a file to an upload call as a demo account, with a fresh Idempotency-Key unless given. */
export async function upload(
  t: TestApp,
  loginId: number,
  url: string,
  file: { name: string; bytes: Buffer; field?: string },
  options: { fields?: Record<string, string>; idempotencyKey?: string } = {},
) {
  const body = multipartOf(
    { field: file.field ?? 'attachments', name: file.name, bytes: file.bytes },
    options.fields,
  );
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...bearer(await t.tokenFor(loginId)),
      ...asSubmission(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      ...body.headers,
    },
    payload: body.payload,
  });
}
