import type { Principal } from '@backoffice/domain/access';
import {
  ORDER_EXPORT_MAX_ROWS,
  ORDER_LIST_EXPORT_COLUMNS,
  orderListExportFileName,
  type TListExportQuery,
} from '@backoffice/domain/orders';
import type { AppContext } from '../../../core/context';
import { offsetBatches } from '../../../core/export/batches';
import { exportFile, type ExportFile } from '../../../core/export/export-file';
import { exportTooLarge } from './order-lists.errors';
import { openListTab, toListRow, type ListAddress } from './order-lists.service';
import { workListCounts, workListPage } from './order-lists.queries';

/**
 * A work list's carts as a file, with the list's rules: the same access checks (403, then 404
 * for an unknown platform, agent or tab), the same query in pages and the same rows. A list
 * above ORDER_EXPORT_MAX_ROWS is refused before anything is read.
 */
export async function exportWorkList(
  ctx: AppContext,
  principal: Principal,
  address: ListAddress & { slug: string },
  query: TListExportQuery,
): Promise<ExportFile> {
  const filter = await openListTab(ctx, principal, address);
  const count = (await workListCounts(ctx.db, filter, [filter.status])).get(filter.status) ?? 0;
  if (count > ORDER_EXPORT_MAX_ROWS) throw exportTooLarge(count);
  const batches = offsetBatches(async (offset, limit) => {
    const rows = await workListPage(ctx.db, filter, { limit, offset, sort: query.sort });
    return rows.map((row) => toListRow(ctx, row));
  });
  return exportFile(query.format, ORDER_LIST_EXPORT_COLUMNS, batches, {
    fileName: orderListExportFileName(address, query.format, ctx.now()),
    sheetName: 'Orders',
  });
}
