import { MAX_CELL_LENGTH } from './limits';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Number((bytes / MB).toFixed(1))} MB`;
const listed = (names: readonly string[]) => names.join(', ');
/** "A", "A and B", "A, B and C". */
const spoken = (names: readonly string[]) =>
  names.length < 2 ? listed(names) : `${listed(names.slice(0, -1))} and ${names.at(-1) ?? ''}`;

/** The texts of the sheet uploads (002 sections 5, 7 and 8); the spec's words where it gives them. */
export const UPLOAD_MESSAGES = {
  invalidUploadType: 'Invalid upload type selected.',
  fileRequired: 'Choose a file to upload',
  success: 'Success',
  uploaded: 'Uploaded Successfully',
  extensionNotAccepted: 'Upload a .xlsx, .xls or .csv file',
  notWhatItSays: (extension: string) =>
    `The file is not a real .${extension} file: save it again as .xlsx, .xls or .csv`,
  fileTooLarge: (maxBytes: number) => `The file is larger than ${megabytes(maxBytes)}`,
  uncompressedTooLarge: (maxBytes: number) =>
    `The workbook unpacks to more than ${megabytes(maxBytes)}`,
  unreadableWorkbook: 'The workbook could not be read: save it again and upload it',
  emptySheet: 'The sheet has no header row',
  noRows: 'The sheet has no rows below its header',
  tooManyRows: (maxRows: number) => `The sheet has more than ${maxRows} rows`,
  missingColumns: (names: readonly string[]) => `Missing columns: ${listed(names)}`,
  unknownColumns: (names: readonly string[]) => `Unknown columns: ${listed(names)}`,
  duplicateColumns: (names: readonly string[]) => `Columns given twice: ${listed(names)}`,
  required: (column: string) => `${column} is Required!`,
  yesOrNo: (column: string) => `${column} must be Yes or No`,
  tooLong: (column: string) => `${column} should not exceed ${MAX_CELL_LENGTH}`,
  wholeNumberBetween: (column: string, min: number, max: number) =>
    `${column} must be a whole number from ${min} to ${max}`,
  rupeesUpTo: (column: string, maxRupees: number) =>
    `${column} must be an amount from 0 to ${maxRupees} rupees, with at most 2 decimals`,
  repeatedRow: (headers: readonly string[]) =>
    `Repeats an earlier row (of this sheet or of an upload applied before) with the same ${spoken(headers)}: not applied again`,
  alreadyApplying:
    'This file is already being applied by an upload sent at the same moment; nothing was applied again',
  errorColumn: 'Error',
} as const;
