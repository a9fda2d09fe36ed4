import type { Database } from '@backoffice/db';
import {
  coupons,
  customers,
  orders,
  posAddresses,
  posDevices,
  posLines,
  posOfferBins,
  posOffers,
  posOrders,
  type CouponRow,
  type CustomerRow,
  type PosAddressRow,
  type PosLineRow,
  type PosOrderRow,
} from '@backoffice/db/schema';
import type { BankOfferTerms } from '@backoffice/domain/retail/pos';
import { and, asc, eq } from 'drizzle-orm';
import type { StaffCaller } from '../../../../core/use-case';
import { memberStore } from '../../cash/cash-members';
import { posPlacingError } from './placing.errors';

/** The caller's store (403 for a member of no store). */
export async function callerStore(db: Database, caller: StaffCaller): Promise<string> {
  return (await memberStore(db, caller)).store;
}

/** A POS order of the caller's store, read (404 unknown, 403 another store's). */
export async function storeOrder(
  db: Database,
  store: string,
  orderRandomId: string,
  lock = false,
): Promise<PosOrderRow> {
  const query = db.select().from(posOrders).where(eq(posOrders.order_random_id, orderRandomId));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw posPlacingError('retail.pos_order_not_found').at('order_random_id');
  if (order.retail_store_id !== store) throw posPlacingError('retail.pos_other_store');
  return order;
}

/** The lines of a POS order, in the order they were added. */
export function linesOf(db: Database, posOrderId: number): Promise<PosLineRow[]> {
  return db
    .select()
    .from(posLines)
    .where(eq(posLines.pos_order_id, posOrderId))
    .orderBy(asc(posLines.id));
}

/** The customer of a POS order. */
export async function customerOf(db: Database, order: PosOrderRow): Promise<CustomerRow> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, order.customer_id));
  if (!customer) throw new Error(`POS order ${order.order_random_id}: no customer`);
  return customer;
}

/** A saved address of the POS order's customer, not deleted. */
export async function addressOf(
  db: Database,
  order: PosOrderRow,
  addressId: number,
): Promise<PosAddressRow | null> {
  const [address] = await db
    .select()
    .from(posAddresses)
    .where(
      and(
        eq(posAddresses.id, addressId),
        eq(posAddresses.customer_id, order.customer_id),
        eq(posAddresses.is_deleted, false),
      ),
    );
  return address ?? null;
}

/** The active POS devices of a store. */
export async function storeDevices(db: Database, store: string): Promise<string[]> {
  const rows = await db
    .select({ device_number: posDevices.device_number })
    .from(posDevices)
    .where(and(eq(posDevices.retail_store_id, store), eq(posDevices.is_active, true)));
  return rows.map((r) => r.device_number);
}

/** The coupon of a code, if any. */
export async function couponOf(db: Database, code: string | null): Promise<CouponRow | null> {
  if (!code) return null;
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
  return coupon ?? null;
}

/** A bank offer with its BIN ranges, as the eligibility rule reads it; null when unknown. */
export async function bankOfferTerms(
  db: Database,
  offerId: number,
): Promise<(BankOfferTerms & { offer_key: string; coupon_code: string | null }) | null> {
  const [offer] = await db.select().from(posOffers).where(eq(posOffers.id, offerId));
  if (!offer || offer.offer_type !== 'bank_offer' || offer.offer_key === null) return null;
  const bins = await db.select().from(posOfferBins).where(eq(posOfferBins.offer_id, offerId));
  return {
    offer_key: offer.offer_key,
    coupon_code: offer.coupon_code,
    discount_basis_points: offer.discount_basis_points,
    minimum_transaction_paise: offer.minimum_transaction_paise,
    maximum_discount_paise: offer.maximum_discount_paise,
    bin_ranges: bins.map((b) => [b.bin_from, b.bin_to] as const),
    active: offer.is_active,
    end_date: offer.ends_at,
  };
}

/** The random id of the order a POS order became. */
export async function placedOrderRandomId(
  db: Database,
  placedOrderId: number | null,
): Promise<string | null> {
  if (placedOrderId === null) return null;
  const [row] = await db
    .select({ id: orders.order_random_id })
    .from(orders)
    .where(eq(orders.id, placedOrderId));
  return row?.id ?? null;
}
