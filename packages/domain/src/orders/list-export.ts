import { z } from 'zod';
import { indiaDay, indiaTimeOf } from '../core/dates/india-day';
import {
  EXPORT_FORMAT_MESSAGE,
  EXPORT_FORMATS,
  type ExportColumn,
  type ExportFormat,
} from '../core/export/index';
import { fromWireRupees } from '../core/money/wire';
import type { OrderListRow } from './contract';
import { ZListQuery } from './order-requests';

/** The most carts one export of a work list writes: past it, the list is narrowed first. */
export const ORDER_EXPORT_MAX_ROWS = 50_000;

/** Query of GET /api/list-of-all-orders/[:cet_uid/]:platform/:slug/export/. */
export const ZListExportQuery = ZListQuery.pick({ role: true, sort: true }).extend({
  format: z.enum(EXPORT_FORMATS, { error: EXPORT_FORMAT_MESSAGE }),
});
export type TListExportQuery = z.infer<typeof ZListExportQuery>;

/** A time as India reads it: `2026-11-20 14:42:00`. */
const istDateTime = (iso: string) => {
  const at = new Date(iso);
  return `${indiaDay(at)} ${indiaTimeOf(at)}`;
};
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/** The columns of a work list's export, as a person reads them: rupees, India time. */
export const ORDER_LIST_EXPORT_COLUMNS: readonly ExportColumn<OrderListRow>[] = [
  { header: 'Order ID', kind: 'text', cell: (r) => r.order_random_id },
  { header: 'Cart ID', kind: 'number', cell: (r) => r.cart_pid },
  { header: 'Channel', kind: 'text', cell: (r) => r.channel },
  { header: 'Customer', kind: 'text', cell: (r) => r.customer_name },
  { header: 'Mobile', kind: 'text', cell: (r) => r.mobile_number },
  { header: 'Pincode', kind: 'text', cell: (r) => r.pincode },
  { header: 'SKU', kind: 'text', cell: (r) => r.item_sku },
  { header: 'Item', kind: 'text', cell: (r) => r.item_name },
  { header: 'Quantity', kind: 'number', cell: (r) => r.item_quantity },
  { header: 'Price (₹)', kind: 'rupees', cell: (r) => fromWireRupees(r.item_price) },
  { header: 'Payment', kind: 'text', cell: (r) => r.payment_type },
  { header: 'Status', kind: 'text', cell: (r) => r.status_label },
  { header: 'Urgent', kind: 'text', cell: (r) => yesNo(r.is_urgent) },
  { header: 'Shipment not possible', kind: 'text', cell: (r) => yesNo(r.shipment_not_possible) },
  { header: 'Created (IST)', kind: 'text', cell: (r) => istDateTime(r.created_at) },
  { header: 'Assigned to', kind: 'text', cell: (r) => r.assigned_to?.name ?? '' },
];

/**
 * The file name of a work list's export: the team's list, the agent when one is named, the
 * platform, the tab and the India day (`oc-store-new-2026-11-25.xlsx`).
 */
export function orderListExportFileName(
  list: { team: string; cetUid?: number | undefined; platform: string; slug: string },
  format: ExportFormat,
  now: Date,
): string {
  const agent = list.cetUid === undefined ? [] : [`agent${list.cetUid}`];
  const parts = [list.team, ...agent, list.platform, list.slug, indiaDay(now)];
  return `${parts.join('-').replace(/[^A-Za-z0-9-]/g, '_')}.${format}`;
}
