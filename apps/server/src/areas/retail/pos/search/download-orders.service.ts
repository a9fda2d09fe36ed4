import type { ExportColumn } from '@backoffice/domain/core/export';
import { rupeesToPaise } from '@backoffice/domain/core/money';
import {
  retailOrdersFileName,
  type RetailOrderDownloadAnswer,
  type RetailOrderRow,
  type TRetailOrderDownloadQuery,
} from '@backoffice/domain/retail/pos';
import { offsetBatches, xlsxWorkbook } from '../../../../core/export/index';
import type { AppContext } from '../../../../core/context';
import type { StaffCaller } from '../../../../core/use-case';
import { retailOrderRows } from './order-rows';
import { retailOrderPage } from './search.queries';
import { storeFilter } from './search-orders.service';

const paise = (rupees: number) => rupeesToPaise(rupees.toFixed(2));

/** The download's columns: the search row's fields (002 section 2). */
const COLUMNS: readonly ExportColumn<RetailOrderRow>[] = [
  { header: 'Order ID', kind: 'text', cell: (r) => r.order_random_id },
  { header: 'Placed Order ID', kind: 'text', cell: (r) => r.placed_order_random_id ?? '' },
  { header: 'Placed By', kind: 'text', cell: (r) => String(r.order_placed_by_id ?? '') },
  { header: 'SKUs', kind: 'text', cell: (r) => r.cart_detail.map((c) => c.item_sku).join(', ') },
  { header: 'Net MRP', kind: 'rupees', cell: (r) => paise(r.total_net_mrp) },
  { header: 'Net Discount', kind: 'rupees', cell: (r) => paise(r.total_net_discount) },
  { header: 'Delivery Charges', kind: 'rupees', cell: (r) => paise(r.total_delivery_charges) },
  { header: 'Net Price', kind: 'rupees', cell: (r) => paise(r.total_net_price) },
  { header: 'Order Amount', kind: 'rupees', cell: (r) => paise(r.total_order_amount) },
  { header: 'Coupon', kind: 'text', cell: (r) => r.coupon_code ?? '' },
  { header: 'Status', kind: 'text', cell: (r) => r.pos_order_status },
  { header: 'Created', kind: 'text', cell: (r) => r.create_timestamp },
];

/**
 * The caller's store's POS orders created from start to end date (India days) as an xlsx,
 * answered base64 in data.attachment with data.file_name (002 section 7).
 */
export async function downloadRetailOrders(
  ctx: AppContext,
  caller: StaffCaller,
  query: TRetailOrderDownloadQuery,
): Promise<RetailOrderDownloadAnswer> {
  const filter = await storeFilter(ctx, caller, query, null);
  async function* rows() {
    for await (const records of offsetBatches((offset, limit) =>
      retailOrderPage(ctx.db, filter, offset, limit),
    )) {
      yield await retailOrderRows(ctx.db, records);
    }
  }
  const workbook = await xlsxWorkbook(COLUMNS, rows(), 'Retail Orders');
  return {
    data: {
      attachment: workbook.toString('base64'),
      file_name: retailOrdersFileName(query.start_date, query.end_date),
    },
  };
}
