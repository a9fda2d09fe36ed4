import type { Database } from '@backoffice/db';
import {
  coupons,
  posAddresses,
  type CouponRow,
  type PosAddressRow,
  type PosLineRow,
  type PosOrderRow,
} from '@backoffice/db/schema';
import {
  lineDocket,
  posTotals,
  resolveDeliveryMode,
  UNADDRESSED_DOCKET,
  type LineDocket,
  type PosTotals,
  type TillModeFacts,
} from '@backoffice/domain/retail/pos';
import { linePricing, promiseLine } from '@backoffice/domain/sales/place-order';
import { and, asc, eq } from 'drizzle-orm';
import { deliveryPriceOf, findPincode } from '../../lookups/index';
import { linesOf } from './placing/pos-order.queries';

/** A line with its delivery promise and the charges its delivery mode costs (paise). */
export interface PricedPosLine {
  row: PosLineRow;
  docket: LineDocket;
  delivery_charges_paise: number;
}

/** Everything the totals of a POS order are read from, and the totals themselves. */
export interface PricedPosOrder {
  lines: PricedPosLine[];
  addresses: PosAddressRow[];
  selected: PosAddressRow | null;
  coupon: CouponRow | null;
  totals: PosTotals;
}

/** The customer's saved addresses, oldest first. */
export function addressesOf(db: Database, customerId: number): Promise<PosAddressRow[]> {
  return db
    .select()
    .from(posAddresses)
    .where(and(eq(posAddresses.customer_id, customerId), eq(posAddresses.is_deleted, false)))
    .orderBy(asc(posAddresses.id));
}

async function couponOf(db: Database, code: string | null): Promise<CouponRow | null> {
  if (!code) return null;
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row ?? null;
}

/**
 * Each line's delivery promise at the selected address (none for an instant pickup or without an
 * address) and the charges of its delivery mode (the fastest for 99; nothing when the mode is
 * not available there).
 */
export async function pricedLines(
  db: Database,
  lines: readonly PosLineRow[],
  pincode: string | null,
  now: Date,
): Promise<PricedPosLine[]> {
  const place = pincode ? await findPincode(db, pincode) : undefined;
  const price = place ? await deliveryPriceOf(db, place.pincode) : null;
  const pricing = linePricing(
    price,
    lines.map((l) => ({ price_paise: l.item_price_paise, item_quantity: l.item_quantity })),
  );
  return lines.map((row) => {
    if (!place || row.is_instant_invoice) {
      return { row, docket: UNADDRESSED_DOCKET, delivery_charges_paise: 0 };
    }
    const standard = promiseLine(place, row.item_quantity, now, pricing);
    const docket = lineDocket(
      place,
      {
        item_quantity: row.item_quantity,
        standard_charges_paise: standard.delivery_charges,
        standard_edd: standard.online_edd,
      },
      now,
    );
    const mode = resolveDeliveryMode(
      row.delivery_mode,
      docket.available_modes.map((m) => ({
        delivery_type_id: m.delivery_type_id,
        delivery_charges_paise: m.delivery_charges_paise,
      })),
    );
    return { row, docket, delivery_charges_paise: mode?.delivery_charges_paise ?? 0 };
  });
}

/** The lines as cash at store judges them: an instant pickup, or a delivery not payable on it. */
export function cashAtStoreLines(lines: readonly PricedPosLine[]): TillModeFacts['lines'] {
  return lines.map((l) => ({
    is_instant_invoice: l.row.is_instant_invoice,
    cod_delivery_possible: l.docket.cod_delivery_possible,
  }));
}

/**
 * Takes what can be taken of each deduction, in order (bank offer, wallet, gift card), so a
 * view of an order whose lines changed after a deduction was chosen still adds up.
 */
function boundedDeductions(order: PosOrderRow, payable: number) {
  let left = payable;
  const take = (wanted: number) => {
    const taken = Math.min(wanted, left);
    left -= taken;
    return taken;
  };
  return {
    bank_offer_saving_paise: take(order.bank_offer_saving_paise),
    wallet_a_paise: take(order.wallet_a_paise),
    wallet_b_paise: take(order.wallet_b_paise),
    giftcard_paise: take(order.giftcard_paise),
  };
}

/** The POS order priced on the server: lines, delivery, coupon, deductions (posTotals). */
export async function pricePosOrder(
  db: Database,
  order: PosOrderRow,
  now: Date,
): Promise<PricedPosOrder> {
  const [rows, addresses, coupon] = await Promise.all([
    linesOf(db, order.id),
    addressesOf(db, order.customer_id),
    couponOf(db, order.coupon_code),
  ]);
  const selected = addresses.find((a) => a.id === order.shipping_address_id) ?? null;
  const lines = await pricedLines(db, rows, selected?.pincode ?? null, now);
  const base = {
    lines: lines.map((l) => ({
      id: l.row.id,
      item_quantity: l.row.item_quantity,
      item_price_paise: l.row.item_price_paise,
      item_mrp_paise: l.row.item_mrp_paise,
      delivery_charges_paise: l.delivery_charges_paise,
    })),
    coupon,
  };
  const before = posTotals({
    ...base,
    bank_offer_saving_paise: 0,
    wallet_a_paise: 0,
    wallet_b_paise: 0,
    giftcard_paise: 0,
  });
  const totals = posTotals({ ...base, ...boundedDeductions(order, before.final_amount_paise) });
  return { lines, addresses, selected, coupon, totals };
}
