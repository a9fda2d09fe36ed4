import type { ExportColumn, ExportFormat } from '../core/export';
import { fromWireRupees } from '../core/money/wire';
import type { TRefundListRow } from './contract';
import { REFUND_AUTOMATION_STATUSES } from './automation';

/** The most refunds one export writes; a larger list is narrowed by dates first. */
export const REFUND_EXPORT_MAX_ROWS = 10_000;

/** The columns of a refund list's export, as the list shows them. */
export const REFUND_LIST_EXPORT_COLUMNS: readonly ExportColumn<TRefundListRow>[] = [
  { header: 'Refund Id', kind: 'number', cell: (r) => r.refund_id },
  { header: 'Order Id', kind: 'text', cell: (r) => r.order_random_id },
  { header: 'Cart Id', kind: 'number', cell: (r) => r.cart_id },
  { header: 'Customer', kind: 'text', cell: (r) => r.customer_name },
  { header: 'Mobile', kind: 'text', cell: (r) => r.customer_mobile },
  { header: 'Product', kind: 'text', cell: (r) => r.item_name },
  { header: 'Amount', kind: 'rupees', cell: (r) => fromWireRupees(r.amount) },
  { header: 'Status', kind: 'text', cell: (r) => r.status_label },
  {
    header: 'Automation Status',
    kind: 'text',
    cell: (r) => REFUND_AUTOMATION_STATUSES[r.automation_status].label,
  },
  { header: 'Trouble Reason', kind: 'text', cell: (r) => r.trouble_reason ?? '' },
  {
    header: 'Bank Details',
    kind: 'text',
    cell: (r) => (r.bank_details_verified ? 'Verified' : r.has_bank_details ? 'Given' : 'None'),
  },
  { header: 'Created', kind: 'text', cell: (r) => r.created_at },
  { header: 'Updated', kind: 'text', cell: (r) => r.updated_at },
];

/** The export's file name: refunds-<category>-<platform>-<status>-<day>.<format>. */
export function refundExportFileName(
  address: { category: string; platform: string; status: string },
  format: ExportFormat,
  day: string,
): string {
  return `refunds-${address.category}-${address.platform}-${address.status}-${day}.${format}`;
}
