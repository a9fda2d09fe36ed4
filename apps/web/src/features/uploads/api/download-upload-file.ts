import type { SheetTypeKey } from '@backoffice/domain/uploads';
import { API_BASE, apiBlob } from '@/lib/api/api-client';
import { saveFile } from '@/lib/api/save-file';

/** A path under /api, whether or not the server wrote it with the /api in front. */
const underApi = (path: string) =>
  path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;

/** Downloads a file of the API and hands it to the browser to save. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  saveFile(await apiBlob(underApi(path)), fileName);
}

/** GET /api/sample-sheets/:sheet_type: the sheet type's sample .xlsx. */
export const samplePath = (type: SheetTypeKey) => `/sample-sheets/${encodeURIComponent(type)}`;

/** GET /api/sheet-uploads/:upload_id/file: the file as it was uploaded. */
export const uploadedFilePath = (uploadId: string) =>
  `/sheet-uploads/${encodeURIComponent(uploadId)}/file`;

/** GET /api/sheet-uploads/:upload_id/error-sheet: the failed rows with their errors. */
export const errorSheetPath = (uploadId: string) =>
  `/sheet-uploads/${encodeURIComponent(uploadId)}/error-sheet`;
