import { UPLOAD_FILE_NAME_MAX_LENGTH, UPLOAD_MESSAGES } from '@backoffice/domain/uploads';
import { areaErrors, type ErrorRow } from '../../core/errors';

/** Why an upload call is refused (the file's own checks are core/sheets' `uploads.*` codes). */
export type UploadErrorCode =
  | 'uploads.invalid_upload_type'
  | 'uploads.file_required'
  | 'uploads.file_name_not_accepted'
  | 'uploads.not_found'
  | 'uploads.no_error_sheet'
  | 'uploads.file_missing'
  | 'uploads.already_applying';

export const UPLOAD_ERRORS = {
  'uploads.invalid_upload_type': {
    kind: 'VALIDATION',
    message: UPLOAD_MESSAGES.invalidUploadType,
  },
  'uploads.file_required': { kind: 'VALIDATION', message: UPLOAD_MESSAGES.fileRequired },
  'uploads.file_name_not_accepted': {
    kind: 'VALIDATION',
    message: `The file name must be at most ${UPLOAD_FILE_NAME_MAX_LENGTH} characters, without control characters`,
  },
  'uploads.not_found': { kind: 'NOT_FOUND', message: 'Upload not found' },
  'uploads.no_error_sheet': { kind: 'NOT_FOUND', message: 'No row of this upload failed' },
  'uploads.file_missing': {
    kind: 'NOT_FOUND',
    message: 'The file of this upload is no longer kept',
  },
  'uploads.already_applying': { kind: 'STALE', message: UPLOAD_MESSAGES.alreadyApplying },
} as const satisfies Record<UploadErrorCode, ErrorRow>;

/** The error of an upload failure code. */
export const uploadError = areaErrors(UPLOAD_ERRORS);
