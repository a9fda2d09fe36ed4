import { UPLOAD_MESSAGES } from '@backoffice/domain/uploads';
import { areaErrors, type ErrorRow } from '../errors';

/** The refusals of a sheet before any row is read; each a 400 on the `file` field. */
export const SHEET_ERRORS = {
  'uploads.extension_not_accepted': {
    kind: 'VALIDATION',
    message: UPLOAD_MESSAGES.extensionNotAccepted,
  },
  'uploads.not_what_it_says': { kind: 'VALIDATION', message: UPLOAD_MESSAGES.notWhatItSays },
  'uploads.file_too_large': { kind: 'VALIDATION', message: UPLOAD_MESSAGES.fileTooLarge },
  'uploads.uncompressed_too_large': {
    kind: 'VALIDATION',
    message: UPLOAD_MESSAGES.uncompressedTooLarge,
  },
  'uploads.unreadable_workbook': {
    kind: 'VALIDATION',
    message: UPLOAD_MESSAGES.unreadableWorkbook,
  },
  'uploads.empty_sheet': { kind: 'VALIDATION', message: UPLOAD_MESSAGES.emptySheet },
  'uploads.no_rows': { kind: 'VALIDATION', message: UPLOAD_MESSAGES.noRows },
  'uploads.too_many_rows': { kind: 'VALIDATION', message: UPLOAD_MESSAGES.tooManyRows },
  'uploads.missing_columns': { kind: 'VALIDATION', message: UPLOAD_MESSAGES.missingColumns },
  'uploads.unknown_columns': { kind: 'VALIDATION', message: UPLOAD_MESSAGES.unknownColumns },
  'uploads.duplicate_columns': { kind: 'VALIDATION', message: UPLOAD_MESSAGES.duplicateColumns },
} as const satisfies Record<string, ErrorRow>;

/** The refusal of a sheet; callers answer it under the `file` field (`.at('file')`). */
export const sheetError = areaErrors(SHEET_ERRORS);
