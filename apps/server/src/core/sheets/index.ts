// The sheet uploads' reading: the upload areas use it to read, check and answer a sheet.
export { kindOfName, sniffKind, checkedKind, type SheetFileKind } from './sniff';
export { uncompressedSize, checkUncompressedSize } from './zip-size';
export { readSheet, type FileColumn, type ReadSheet } from './read-sheet';
export { errorSheet } from './error-sheet';
export { SHEET_ERRORS, sheetError } from './sheets.errors';
export * from './applier';
export { applyEachRow, type RowNote, type RowRefusal } from './apply-each-row';
