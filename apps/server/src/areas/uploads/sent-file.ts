import {
  DEFAULT_SHEET_LIMITS,
  UPLOAD_FILE_NAME_MAX_LENGTH,
  sheetTypeOf,
  type UploadEndpoint,
} from '@backoffice/domain/uploads';
import type { FastifyRequest } from 'fastify';
import { sheetError } from '../../core/sheets/index';
import { uploadError } from './uploads.errors';

/** The largest file an endpoint's types accept. */
export function largestFileOf(endpoint: UploadEndpoint): number {
  return Math.max(
    ...endpoint.types.map((t) => sheetTypeOf(t)?.limits.maxBytes ?? DEFAULT_SHEET_LIMITS.maxBytes),
  );
}

/** Room above the largest file for the multipart envelope and the other fields. */
export const MULTIPART_MARGIN_BYTES = 64 * 1024;
const UPLOAD_TYPE_MAX_LENGTH = 100;

/** The multipart of an upload call: its file (name and bytes) and its `upload_type`. */
export interface SentFile {
  fileName: string;
  bytes: Buffer;
  uploadType: string | undefined;
}

const hasStatus = (error: unknown): error is Error & { statusCode: number } =>
  error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number';

/**
 * Reads the multipart body of an upload call: the file from the endpoint's field (other files
 * are skipped) and the `upload_type` field. A file past the endpoint's largest size is the
 * file-too-large 400, whatever the multipart reader says; no file is 'Choose a file to upload'.
 */
export async function readSentFile(
  request: FastifyRequest,
  endpoint: UploadEndpoint,
): Promise<SentFile> {
  if (!request.isMultipart()) throw uploadError('uploads.file_required').at('file');
  let file: { fileName: string; bytes: Buffer } | undefined;
  let uploadType: string | undefined;
  try {
    const limits = {
      fileSize: largestFileOf(endpoint) + MULTIPART_MARGIN_BYTES,
      files: 3,
      fields: 5,
      parts: 10,
      fieldSize: 1_000,
    };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== endpoint.fileField || file) {
          part.file.resume();
          continue;
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (part.fieldname === 'upload_type') {
        uploadType = String(part.value).slice(0, UPLOAD_TYPE_MAX_LENGTH);
      }
    }
  } catch (error) {
    if (hasStatus(error) && error.statusCode === 413) {
      throw sheetError('uploads.file_too_large', largestFileOf(endpoint)).at('file');
    }
    if (hasStatus(error) && error.statusCode < 500) {
      throw uploadError('uploads.file_required').at('file');
    }
    throw error;
  }
  if (!file || file.bytes.byteLength === 0) throw uploadError('uploads.file_required').at('file');
  const name = file.fileName.trim();
  const accepted =
    name !== '' &&
    name.length <= UPLOAD_FILE_NAME_MAX_LENGTH &&
    [...name].every((c) => c >= ' ' && c !== '\u007f' && !/[\ud800-\udfff]/u.test(c));
  if (!accepted) {
    throw uploadError('uploads.file_name_not_accepted').at('file');
  }
  return { fileName: name, bytes: file.bytes, uploadType };
}
