import { inflateRawSync } from 'node:zlib';
import { sheetError } from './sheets.errors';

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const LOCAL_HEADER_LENGTH = 30;
const STORED = 0;
const DEFLATED = 8;
const END_RECORD_LENGTH = 22;
const ENTRY_HEADER_LENGTH = 46;
const MAX_COMMENT_LENGTH = 0xffff;
/** A 16- or 32-bit field at its maximum means the real value is in a ZIP64 record. */
const ZIP64_16 = 0xffff;
const ZIP64_32 = 0xffffffff;

const unreadable = () => sheetError('uploads.unreadable_workbook').at('file');

/** The offset of the end-of-central-directory record, searched from the end past any comment. */
function endRecordOffset(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_RECORD_LENGTH - MAX_COMMENT_LENGTH);
  for (let at = view.byteLength - END_RECORD_LENGTH; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw unreadable();
}

/** An entry of the central directory: its sizes and where its local header is. */
interface ZipEntry {
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

/**
 * The entries of the zip's central directory, read without inflating anything. A ZIP64 archive
 * (sizes past 4 GiB or 65,535 entries) is refused: no sheet of ours needs one, and its sizes
 * would need trusting one more record.
 */
function directoryEntries(view: DataView): ZipEntry[] {
  if (view.byteLength < END_RECORD_LENGTH) throw unreadable();
  const end = endRecordOffset(view);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  const zip64Locator = end >= 20 && view.getUint32(end - 20, true) === ZIP64_END_LOCATOR;
  if (
    zip64Locator ||
    count === ZIP64_16 ||
    directorySize === ZIP64_32 ||
    directoryOffset === ZIP64_32
  ) {
    throw unreadable();
  }
  if (directoryOffset + directorySize > end) throw unreadable();
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + ENTRY_HEADER_LENGTH > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) {
      throw unreadable();
    }
    const entry = {
      compressed: view.getUint32(at + 20, true),
      uncompressed: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    };
    if (Object.values(entry).includes(ZIP64_32)) throw unreadable();
    entries.push(entry);
    at +=
      ENTRY_HEADER_LENGTH +
      view.getUint16(at + 28, true) +
      view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true);
  }
  return entries;
}

/** The total size the zip's entries claim to inflate to, from its central directory. */
export function uncompressedSize(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return directoryEntries(view).reduce((sum, e) => sum + e.uncompressed, 0);
}

/**
 * Checks that every entry inflates to no more than its directory claims, each inflation capped
 * at the claimed size: a directory that understates an entry cannot make the reader inflate more.
 */
function checkEntriesKeepTheirWord(bytes: Uint8Array, entries: readonly ZipEntry[]): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const entry of entries) {
    const at = entry.localOffset;
    if (at + LOCAL_HEADER_LENGTH > view.byteLength || view.getUint32(at, true) !== LOCAL_HEADER) {
      throw unreadable();
    }
    const method = view.getUint16(at + 8, true);
    const start =
      at + LOCAL_HEADER_LENGTH + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    if (start + entry.compressed > view.byteLength) throw unreadable();
    const data = bytes.subarray(start, start + entry.compressed);
    if (method === STORED) {
      if (entry.compressed !== entry.uncompressed) throw unreadable();
      continue;
    }
    if (method !== DEFLATED) throw unreadable();
    try {
      if (
        inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressed) }).length !==
        entry.uncompressed
      ) {
        throw unreadable();
      }
    } catch {
      throw unreadable();
    }
  }
}

/**
 * Refuses an .xlsx whose entries would inflate past the limit, before it is inflated, then one
 * whose entries inflate to more than they claim (each inflation stopped at its claim).
 */
export function checkUncompressedSize(bytes: Uint8Array, maxBytes: number): void {
  const entries = directoryEntries(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (entries.reduce((sum, e) => sum + e.uncompressed, 0) > maxBytes) {
    throw sheetError('uploads.uncompressed_too_large', maxBytes).at('file');
  }
  checkEntriesKeepTheirWord(bytes, entries);
}
