import {
  RETAIL_POS_PATHS as P,
  SKU_LABEL_PATHS,
  SKU_LABELS_FILE_NAME,
  ZLabelPrintersResponse,
  ZLabelSkuOptions,
  ZLabelSkuQuery,
  ZSkuLabelsPrintAnswer,
  ZSkuLabelsPrintRequest,
  ZSkuLabelsRequest,
} from '@backoffice/domain/retail/pos';
import { attachment } from '../../../../core/export/index';
import type { AreaModule } from '../../../../core/http';
import { labelPrinters, printSkuLabels } from './print-labels.service';
import { labelSkuOptions, skuLabelsFile } from './sku-labels.service';

/** /generate-sku-label (Retail Agent or Manager): the picker, the A6 label PDF and printing. */
export const skuLabelsRoutes: AreaModule = (api, ctx) => {
  const capability = 'retail:print-sku-labels' as const;
  api.get(
    SKU_LABEL_PATHS.skus,
    {
      config: { capability },
      schema: {
        summary: 'Active catalogue items by SKU or name, for the label picker',
        querystring: ZLabelSkuQuery,
        response: { 200: ZLabelSkuOptions },
      },
    },
    (request) => labelSkuOptions(ctx, request.query),
  );
  api.post(
    P.skuLabel,
    {
      config: { capability },
      schema: {
        summary:
          'The SKU labels as one A6 (4 x 6 in) PDF, a page per label with a Code 128 barcode',
        body: ZSkuLabelsRequest,
      },
    },
    async (request, reply) => {
      const pdf = await skuLabelsFile(ctx, request.body.items);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(SKU_LABELS_FILE_NAME))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
  api.get(
    P.printers,
    {
      config: { capability },
      schema: {
        summary: "The print service's printers, active ones first",
        response: { 200: ZLabelPrintersResponse },
      },
    },
    () => labelPrinters(ctx),
  );
  api.post(
    P.skuLabelPrint,
    {
      config: { capability },
      schema: {
        summary: "The SKU labels' PDF sent to a printer: 'Sent For Printing !'",
        body: ZSkuLabelsPrintRequest,
        response: { 200: ZSkuLabelsPrintAnswer },
      },
    },
    (request) => printSkuLabels(ctx, request.body),
  );
};
