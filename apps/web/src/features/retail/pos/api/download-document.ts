import { DOCUMENT_REQUEST, RETAIL_POS_PATHS } from '@backoffice/domain/retail/pos';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api/api-client';
import { saveFile } from '@/lib/api/save-file';
import { apiPath } from './api-path';

export type PosDocument = 'invoice' | 'receipt';

/** GET /api/retail/pos/documents/: the order's invoice or receipt as a PDF, saved by the browser. */
export function useDownloadDocument(orderRandomId: string) {
  return useMutation({
    mutationFn: async (document: PosDocument) => {
      const query = new URLSearchParams({
        order_id: orderRandomId,
        to: String(DOCUMENT_REQUEST.to),
        cart_pri_id: String(DOCUMENT_REQUEST.cart_pri_id),
        affiliate_id: String(DOCUMENT_REQUEST.affiliate_id),
        retail_receipt: document === 'receipt' ? '1' : '0',
      });
      const pdf = await apiBlob(`${apiPath(RETAIL_POS_PATHS.document)}?${query}`);
      saveFile(pdf, `${document}-${orderRandomId}.pdf`);
    },
  });
}
