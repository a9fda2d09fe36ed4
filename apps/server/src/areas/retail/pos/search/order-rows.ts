import { toWireRupees } from '@backoffice/domain/core/money';
import { posOrderStatus, posTotals, type RetailOrderRow } from '@backoffice/domain/retail/pos';
import type { Database } from '@backoffice/db';
import { couponTermsOf, linesOf, type RetailOrderRecord } from './search.queries';

/**
 * The search rows of these orders (002 section 2): their SKUs and the totals the domain computes
 * from their lines, coupon, bank offer, wallet credit and gift card; a placed order's amount is
 * the one it was placed with.
 */
export async function retailOrderRows(
  db: Database,
  records: readonly RetailOrderRecord[],
): Promise<RetailOrderRow[]> {
  const lines = await linesOf(
    db,
    records.map((r) => r.id),
  );
  const codes = [...new Set(records.flatMap((r) => (r.coupon_code ? [r.coupon_code] : [])))];
  const terms = await couponTermsOf(db, codes);
  return records.map((record) => {
    const own = lines.filter((line) => line.pos_order_id === record.id);
    const totals = posTotals({
      lines: own,
      coupon: record.coupon_code ? (terms.get(record.coupon_code) ?? null) : null,
      bank_offer_saving_paise: record.bank_offer_saving_paise,
      wallet_a_paise: record.wallet_a_paise,
      wallet_b_paise: record.wallet_b_paise,
      giftcard_paise: record.giftcard_paise,
    });
    return {
      order_random_id: record.order_random_id,
      order_placed_by_id: record.placed_by_login_id,
      cart_detail: own.map((line) => ({ item_sku: line.item_sku })),
      total_net_mrp: toWireRupees(totals.total_net_mrp_paise),
      total_net_discount: toWireRupees(totals.total_net_discount_paise),
      total_delivery_charges: toWireRupees(totals.total_delivery_charges_paise),
      total_net_price: toWireRupees(totals.total_net_price_paise),
      total_order_amount: toWireRupees(record.final_amount_paise ?? totals.final_amount_paise),
      coupon_code: record.coupon_code,
      pos_order_status: posOrderStatus(record),
      create_timestamp: record.created_at.toISOString(),
      placed_order_random_id: record.placed_order_random_id,
    };
  });
}
