import {
  REFUND_PATHS as P,
  ZRefundExportQuery,
  ZRefundListParams,
  ZRefundListQuery,
  ZRefundListResponse,
} from '@backoffice/domain/refunds';
import { attachment } from '../../../core/export/export-file';
import type { AreaModule } from '../../../core/http';
import { exportRefunds } from './refund-export.service';
import { listRefunds } from './refund-list.service';

/** The Finance refund lists and their export (docs/refunds.md "Lists"). */
export const refundListsRoutes: AreaModule = (api, ctx) => {
  const read = { capability: 'refunds:view' } as const;
  api.get(
    P.list,
    {
      config: read,
      schema: {
        summary: 'One status tab of a refund category and platform, with the counts per status',
        params: ZRefundListParams,
        querystring: ZRefundListQuery,
        response: { 200: ZRefundListResponse },
      },
    },
    (request) => listRefunds(ctx, request.params, request.query),
  );
  api.get(
    P.listExport,
    {
      config: read,
      schema: {
        summary: 'The filtered refund list as a file: format=xlsx (default) or csv',
        params: ZRefundListParams,
        querystring: ZRefundExportQuery,
      },
    },
    async (request, reply) => {
      const file = await exportRefunds(ctx, request.params, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
