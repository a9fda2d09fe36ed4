import { createHash, randomUUID } from 'node:crypto';
import {
  DYNAMIC_FORM_MESSAGES,
  REQUEST_FIELD,
  ZInitiateRequestFields,
  customerRequestFields,
  type FormField,
  type InitiateRequestFields,
} from '@backoffice/domain/returns';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors';
import type { IdempotentRequest } from '../../../core/idempotency/idempotency';
import { requestError } from './requests.errors';

/** A file sent with a request, read into memory (at most 5 files of 5 MB). */
export interface SentRequestFile {
  name: string;
  content_type: string;
  bytes: Buffer;
}

/** The multipart of POST /initiate-return-or-replacement/: its fields and its files. */
export interface SentRequest {
  fields: InitiateRequestFields;
  files: SentRequestFile[];
}

const photosField = customerRequestFields({ item_quantity: 1, today: '2000-01-01' }).find(
  (f): f is Extract<FormField, { type: 'files' }> => f.type === 'files',
);
if (!photosField) throw new Error('The customer request form has no file list');
/** The file list's limits, from the form's own descriptor. */
const FILE_LIMITS = photosField;
const FILE_NAME_MAX = 200;
const FIELD_MAX_BYTES = 2_000;

const hasStatus = (error: unknown): error is Error & { statusCode: number } =>
  error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number';

const filesError = (message: string): AppError =>
  requestError('returns.files_unreadable', message).at(REQUEST_FIELD.photos);

/**
 * Reads the multipart of a request: text fields into the initiate schema (400 per field), files
 * from the `files` parts, refused with the form's own messages: 'Only 5 Files are allowed!' and
 * 'File size should be less than 5 MB!'. A JSON body is read the same way, without files.
 */
export async function readSentRequest(request: FastifyRequest): Promise<SentRequest> {
  const raw: Record<string, string> = {};
  const files: SentRequestFile[] = [];
  if (request.isMultipart()) {
    try {
      const limits = {
        fileSize: FILE_LIMITS.max_file_bytes,
        files: FILE_LIMITS.max_files + 1,
        fields: 30,
        parts: 40,
        fieldSize: FIELD_MAX_BYTES,
      };
      for await (const part of request.parts({ limits })) {
        if (part.type === 'file') {
          if (part.fieldname !== REQUEST_FIELD.photos) {
            part.file.resume();
            continue;
          }
          const bytes = await part.toBuffer();
          files.push({
            name: part.filename.slice(0, FILE_NAME_MAX),
            content_type: part.mimetype,
            bytes,
          });
        } else {
          raw[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      if (hasStatus(error) && error.statusCode === 413) {
        const mb = FILE_LIMITS.max_file_bytes / 1_048_576;
        const tooMany = error.message.toLowerCase().includes('files limit');
        throw filesError(
          tooMany
            ? DYNAMIC_FORM_MESSAGES.tooManyFiles(FILE_LIMITS.max_files)
            : DYNAMIC_FORM_MESSAGES.fileTooLarge(mb),
        );
      }
      if (hasStatus(error) && error.statusCode < 500) {
        throw filesError('The form could not be read; send it again');
      }
      throw error;
    }
  } else if (request.body && typeof request.body === 'object') {
    for (const [k, v] of Object.entries(request.body)) raw[k] = String(v);
  }
  if (files.length > FILE_LIMITS.max_files) {
    throw filesError(DYNAMIC_FORM_MESSAGES.tooManyFiles(FILE_LIMITS.max_files));
  }
  const badType = files.find((f) => !FILE_LIMITS.accept.includes(f.content_type));
  if (badType) throw filesError(`${badType.name}: send a photo (JPEG, PNG, WebP) or a PDF`);
  const parsed = ZInitiateRequestFields.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const at = issue.path.join('.') || 'body';
      fields[at] ??= issue.message;
    }
    const first = Object.values(fields)[0] ?? 'Invalid request';
    throw new AppError('VALIDATION', { message: first, fields });
  }
  return { fields: parsed.data, files };
}

/** The request's Idempotency-Key with a hash of what was sent (the body is multipart). */
export function hashedSentRequest(
  keyed: IdempotentRequest | null,
  sent: SentRequest,
): IdempotentRequest | null {
  if (!keyed) return null;
  const hash = createHash('sha256').update(JSON.stringify(sent.fields));
  for (const file of sent.files) hash.update(`\n${file.name}\n`).update(file.bytes);
  return { ...keyed, requestHash: hash.digest('hex') };
}

/** A new file store key of a request's file (under the cart, unguessable). */
export function requestFileKey(cartPid: number, file: SentRequestFile): string {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1]?.toLowerCase() ?? 'bin';
  return `return-requests/${cartPid}/${randomUUID()}.${ext}`;
}
