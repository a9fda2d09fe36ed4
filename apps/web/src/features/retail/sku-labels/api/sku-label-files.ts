import {
  RETAIL_POS_PATHS,
  SKU_LABELS_FILE_NAME,
  ZSkuLabelsPrintAnswer,
  type SkuLabelsPrintAnswer,
  type TSkuLabelLine,
} from '@backoffice/domain/retail/pos';
import { apiBlob, apiRequest } from '@/lib/api/api-client';
import { saveFile } from '@/lib/api/save-file';
import { apiPath } from './api-path';

/** POST /api/retail/sku-labels/: the labels' A6 PDF, saved as sku-labels.pdf. */
export async function downloadSkuLabels(items: readonly TSkuLabelLine[]): Promise<void> {
  const pdf = await apiBlob(apiPath(RETAIL_POS_PATHS.skuLabel), {
    method: 'POST',
    body: { items },
  });
  saveFile(pdf, SKU_LABELS_FILE_NAME);
}

/** POST /api/retail/sku-labels/print/: the labels to a printer ('Sent For Printing !'). */
export function printSkuLabels(
  items: readonly TSkuLabelLine[],
  printer: string,
): Promise<SkuLabelsPrintAnswer> {
  return apiRequest(apiPath(RETAIL_POS_PATHS.skuLabelPrint), {
    method: 'POST',
    body: { items, printer },
    schema: ZSkuLabelsPrintAnswer,
  });
}
