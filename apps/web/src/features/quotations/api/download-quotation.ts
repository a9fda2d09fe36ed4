import { QUOTATION_PATHS, quotationFileName } from '@backoffice/domain/quotations';
import { apiBlob } from '@/lib/api/api-client';
import { saveFile } from '@/lib/api/save-file';
import { apiPath } from './api-path';

/**
 * GET /api/quotation/download/?lead_id=&quotation_random_id= (002 section 7): the quotation's
 * PDF, saved as {quotation_random_id}.pdf.
 */
export async function downloadQuotation(leadId: number, quotationRandomId: string): Promise<void> {
  const query = new URLSearchParams({
    lead_id: String(leadId),
    quotation_random_id: quotationRandomId,
  });
  const pdf = await apiBlob(`${apiPath(QUOTATION_PATHS.download)}?${query.toString()}`);
  saveFile(pdf, quotationFileName(quotationRandomId));
}
