import { RETAIL_POS_PATHS, ZRetailOrderDownloadAnswer } from '@backoffice/domain/retail/pos';
import { apiRequest } from '@/lib/api/api-client';
import { saveFile } from '@/lib/api/save-file';
import { apiPath } from './api-path';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /api/retail/orders/download/?start_date=&end_date= (002 section 7): the window's orders,
 * answered base64 in data.attachment, saved as an xlsx under data.file_name.
 */
export async function downloadRetailOrders(startDate: string, endDate: string): Promise<void> {
  const query = new URLSearchParams({ start_date: startDate, end_date: endDate });
  const { data } = await apiRequest(
    `${apiPath(RETAIL_POS_PATHS.downloadOrders)}?${query.toString()}`,
    { schema: ZRetailOrderDownloadAnswer },
  );
  const bytes = Uint8Array.from(atob(data.attachment), (ch) => ch.charCodeAt(0));
  saveFile(new Blob([bytes], { type: XLSX_TYPE }), data.file_name);
}
