import { indiaDay } from '@backoffice/domain/core/dates';
import {
  REFUND_EXPORT_MAX_ROWS,
  REFUND_LIST_EXPORT_COLUMNS,
  refundExportFileName,
  type TRefundExportQuery,
  type TRefundListParams,
} from '@backoffice/domain/refunds';
import type { AppContext } from '../../../core/context';
import { offsetBatches } from '../../../core/export/batches';
import { exportFile, type ExportFile } from '../../../core/export/export-file';
import { readListAddress } from './refund-list-address';
import { toRefundListRow } from './refund-list-row';
import { refundListCounts, refundListPage } from './refund-lists.queries';
import { refundListError } from './refund-lists.errors';

/**
 * The filtered refund list as a file (.xlsx by default): the list's address, dates and search,
 * its query in pages and its rows. A list above REFUND_EXPORT_MAX_ROWS is refused before
 * anything is read.
 */
export async function exportRefunds(
  ctx: AppContext,
  params: TRefundListParams,
  query: TRefundExportQuery,
): Promise<ExportFile> {
  const address = readListAddress(ctx, params);
  const filter = { address, ...query };
  const count = (await refundListCounts(ctx.db, filter)).get(address.status.id) ?? 0;
  if (count > REFUND_EXPORT_MAX_ROWS) throw refundListError('refunds.export_too_large', count);
  const batches = offsetBatches(async (offset, limit) =>
    (await refundListPage(ctx.db, filter, { offset, limit })).map(toRefundListRow),
  );
  return exportFile(query.format, REFUND_LIST_EXPORT_COLUMNS, batches, {
    fileName: refundExportFileName(params, query.format, indiaDay(ctx.now())),
    sheetName: 'Refunds',
  });
}
