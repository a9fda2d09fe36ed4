import { randomInt } from 'node:crypto';
import { addCartStatusCounts, type Database } from '@backoffice/db';
import {
  carts,
  customers,
  orderAddresses,
  orders,
  type AddressKind,
  type CartRow,
  type CustomerRow,
  type NewCartRow,
  type OrderRow,
  type PaymentType,
} from '@backoffice/db/schema';
import { RANDOM_ID_LENGTH } from '@backoffice/domain/core/constants';
import type { PricedLine } from '@backoffice/domain/sales/coupons';
import { STATUS } from '@backoffice/domain/orders';
import { eq } from 'drizzle-orm';
import type { AddressValues } from '../../orders/index';
import type { CatalogueLine } from './order-lines';

const ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A fresh order id: 8 upper-case letters or digits no order has yet (000 section 9). */
export async function newOrderRandomId(tx: Database): Promise<string> {
  for (;;) {
    const id = Array.from(
      { length: RANDOM_ID_LENGTH },
      () => ID_CHARACTERS[randomInt(ID_CHARACTERS.length)],
    ).join('');
    const [taken] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.order_random_id, id));
    if (!taken) return id;
  }
}

/** What a new customer is made of: the shipping address's person. */
export type CustomerOfAddress = Pick<
  AddressValues,
  'firstname' | 'lastname' | 'mobile_number' | 'alternate_mobile_number' | 'email_address'
>;

/**
 * The existing customer chosen, else the customer of the shipping mobile: created from the
 * shipping address unless that mobile has one (insert on conflict, so two placements at once for
 * a new mobile make one customer; the later waits for the first to commit and then finds it).
 */
export async function customerFor(
  tx: Database,
  a: CustomerOfAddress,
  existing: CustomerRow | null,
  now: Date,
): Promise<{ customer: CustomerRow; created: boolean }> {
  if (existing) return { customer: existing, created: false };
  const [created] = await tx
    .insert(customers)
    .values({
      name: `${a.firstname} ${a.lastname}`.trim(),
      mobile: a.mobile_number,
      alternate_mobile: a.alternate_mobile_number,
      email: a.email_address,
      created_at: now,
    })
    .onConflictDoNothing({ target: customers.mobile })
    .returning();
  if (created) return { customer: created, created: true };
  const [customer] = await tx.select().from(customers).where(eq(customers.mobile, a.mobile_number));
  if (!customer) throw new Error('customerFor: no customer for a conflicting mobile');
  return { customer, created: false };
}

/** What the order row is written with: the order's fields and its stored addresses. */
export interface NewOrder {
  order_random_id: string;
  affiliate_id: number;
  /** The partner's own order id of an imported order; null for an order placed here. */
  affiliate_order_id: string | null;
  customer: CustomerRow;
  payment_type: PaymentType;
  paymentMethodId: number;
  couponCode: string | null;
  shipping: AddressValues;
  /** Null when billing is the shipping address. */
  billing: AddressValues | null;
  now: Date;
}

/** Writes the order and its addresses. */
export async function writeOrder(tx: Database, o: NewOrder): Promise<OrderRow> {
  const [order] = await tx
    .insert(orders)
    .values({
      order_random_id: o.order_random_id,
      affiliate_id: o.affiliate_id,
      affiliate_order_id: o.affiliate_order_id,
      customer_id: o.customer.id,
      payment_type: o.payment_type,
      payment_method_id: o.paymentMethodId,
      coupon_code: o.couponCode,
      is_billing_address_same: o.billing === null,
      created_at: o.now,
      updated_at: o.now,
    })
    .returning();
  if (!order) throw new Error('writeOrder: insert returned no row');
  const rows: (AddressValues & { kind: AddressKind })[] = [{ ...o.shipping, kind: 'shipping' }];
  if (o.billing) rows.push({ ...o.billing, kind: 'billing' });
  await tx
    .insert(orderAddresses)
    .values(rows.map((r) => ({ ...r, order_id: order.id, created_at: o.now, updated_at: o.now })));
  return order;
}

/**
 * Writes the carts of a new order, New Order and unassigned, at the server's prices with their
 * share of the discount, and counts them in the work lists' tab counts in the same transaction.
 */
export async function writeCarts(
  tx: Database,
  order: OrderRow,
  lines: readonly {
    catalogue: CatalogueLine;
    priced: PricedLine;
    /** Paise: the ODA part of the priced line's delivery charges. */
    odaCharges: number;
    promisedDate: string | null;
  }[],
  now: Date,
): Promise<CartRow[]> {
  const written = await tx
    .insert(carts)
    .values(
      lines.map(({ catalogue, priced, odaCharges, promisedDate }): NewCartRow => ({
        order_id: order.id,
        affiliate_id: order.affiliate_id,
        item_sku: catalogue.item_sku,
        item_name: catalogue.item_full_name,
        item_dimensions: catalogue.item_dimensions,
        item_quantity: catalogue.item_quantity,
        price_paise: priced.item_price,
        mrp_paise: priced.item_mrp,
        discount_paise: priced.discount,
        delivery_charges_paise: priced.delivery_charges,
        oda_charges_paise: odaCharges,
        docket_quantity: priced.docket_quantity,
        orm_order_status: STATUS.NEW_ORDER,
        status_changed_at: now,
        promised_date: promisedDate,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning();
  await addCartStatusCounts(tx, written);
  return written;
}
