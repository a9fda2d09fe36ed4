import { sheetError } from './sheets.errors';

/** The file kinds a sheet upload accepts. */
export type SheetFileKind = 'xlsx' | 'xls' | 'csv';

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const OLE_COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The kind a file name claims by its extension, or null for any other. */
export function kindOfName(fileName: string): SheetFileKind | null {
  const extension = /\.([a-z]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension === 'xlsx' || extension === 'xls' || extension === 'csv' ? extension : null;
}

/**
 * What the bytes really are: a zip (an .xlsx), an OLE compound file (an .xls), text without a NUL
 * byte (a .csv), or null for anything else.
 */
export function sniffKind(bytes: Uint8Array): SheetFileKind | null {
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) return 'xlsx';
  if (startsWith(bytes, OLE_COMPOUND_FILE)) return 'xls';
  if (bytes.length > 0 && !bytes.includes(0)) return 'csv';
  return null;
}

/** The file's kind when its bytes are what its extension says; a 400 on `file` otherwise. */
export function checkedKind(fileName: string, bytes: Uint8Array): SheetFileKind {
  const claimed = kindOfName(fileName);
  if (!claimed) throw sheetError('uploads.extension_not_accepted').at('file');
  if (sniffKind(bytes) !== claimed)
    throw sheetError('uploads.not_what_it_says', claimed).at('file');
  return claimed;
}
