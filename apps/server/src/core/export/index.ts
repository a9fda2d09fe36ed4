// The export writers: the list exports of the areas and the benchmark use them.
export { offsetBatches, EXPORT_BATCH_SIZE } from './batches';
export { csvField, csvRecord, csvStream } from './csv';
export { xlsxWorkbook } from './xlsx';
export { attachment, exportFile, type ExportFile } from './export-file';
