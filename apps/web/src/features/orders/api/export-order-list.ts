import type { ExportFormat } from '@backoffice/domain/core/export';
import { orderListExportFileName } from '@backoffice/domain/orders';
import { agentAndPlatform, type OrderListAddress } from './order-list-address';

/**
 * GET /api/list-of-all-orders/[cet_uid/]:platform/:slug/export/: what the list's ExportButton
 * needs, its path, its query (the team) and the file's name, the server's own rule.
 */
export function orderListExport(address: OrderListAddress) {
  const path = `/list-of-all-orders/${agentAndPlatform(address)}${encodeURIComponent(address.slug)}/export/`;
  const cetUid = address.cetUid === null ? undefined : Number(address.cetUid);
  return {
    path,
    query: { role: address.team },
    fileName: (format: ExportFormat) =>
      orderListExportFileName({ ...address, cetUid }, format, new Date()),
  };
}
