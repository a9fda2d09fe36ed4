import {
  DEALER_CREDIT_PAYMENT_METHOD_ID,
  PAYMENT_METHODS,
  STATUS,
} from '@backoffice/domain/orders';
import type { DistributionPaymentMode } from '@backoffice/domain/distribution';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/client';
import {
  carts,
  dealerCreditEntries,
  distributorOrders,
  orderPayments,
  orders,
  type DistributorDbRow,
  type DistributorOrderLine,
} from '../../src/schema/index';
import { PINCODE_DIRECTORY } from '../orders/pincode-directory';
import type { DemoProduct } from '../orders/products';
import { seedOrder } from '../orders/seed-order';

const COD_METHOD_ID = PAYMENT_METHODS[0].id;
const DISTRIBUTION_MANAGER_LOGIN_ID = 17;

/** A line of a demo distributor order: the product at its distributor price. */
export interface DemoDistributorLine {
  product: DemoProduct;
  quantity: number;
  price_paise: number;
  dealer_cx_price_paise: number;
}

/**
 * A distributor order as placing writes one (docs/distribution.md): a New Order on channel 5 for
 * the distributor at its address, at distributor prices with no coupon, discount or delivery
 * charges; paid by dealer credit (a paid payment via Dealer Credit and the ledger's debit) or
 * cash on delivery; and its distributor order row.
 */
export async function seedDistributorOrder(
  db: Database,
  p: {
    distributor: DistributorDbRow;
    lines: readonly DemoDistributorLine[];
    mode: DistributionPaymentMode;
    at: Date;
    seed: number;
  },
): Promise<string> {
  const { distributor, lines, mode, at } = p;
  const place = PINCODE_DIRECTORY.find((row) => row.pincode === distributor.pincode);
  const seeded = await seedOrder(db, {
    seed: p.seed,
    now: at,
    created_at: at,
    affiliate_id: 5,
    payment_type: mode === 'CREDIT' ? 'ONLINE' : 'COD',
    person: {
      firstname: distributor.name,
      lastname: '',
      mobile: distributor.phone_number,
      email: distributor.email,
    },
    ...(place ? { pincode: place } : {}),
    carts: lines.map((l) => ({
      status: STATUS.NEW_ORDER,
      assigned_login_id: null,
      product: { ...l.product, price_paise: l.price_paise },
      quantity: l.quantity,
    })),
  });
  const { order } = seeded;
  const total = lines.reduce((sum, l) => sum + l.price_paise * l.quantity, 0);
  // The random parts of an order that a distributor order never has.
  const method = mode === 'CREDIT' ? DEALER_CREDIT_PAYMENT_METHOD_ID : COD_METHOD_ID;
  await db
    .update(orders)
    .set({ coupon_code: null, payment_method_id: method })
    .where(eq(orders.id, order.id));
  await db
    .update(carts)
    .set({ discount_paise: 0, delivery_charges_paise: 0, oda_charges_paise: 0 })
    .where(eq(carts.order_id, order.id));
  await db.delete(orderPayments).where(eq(orderPayments.order_id, order.id));
  if (mode === 'CREDIT') {
    await db.insert(orderPayments).values({
      order_id: order.id,
      method_id: method,
      amount_paise: total,
      status: 'paid',
      reference: `DEALER-CREDIT-${distributor.distributor_code}`,
      recorded_by_login_id: DISTRIBUTION_MANAGER_LOGIN_ID,
      created_at: at,
    });
    await db.insert(dealerCreditEntries).values({
      distributor_id: distributor.id,
      transaction_type: 'Debit',
      amount_paise: total,
      source: 'order',
      remark: `Distributor order ${order.order_random_id}`,
      transaction_at: at,
      order_random_id: order.order_random_id,
      created_by_login_id: DISTRIBUTION_MANAGER_LOGIN_ID,
      created_at: at,
    });
  }
  const placedLines: DistributorOrderLine[] = lines.map((l) => ({
    item_sku: l.product.sku,
    item_quantity: l.quantity,
    price_paise: l.price_paise,
    dealer_cx_price_paise: l.dealer_cx_price_paise,
    request_type: 5,
  }));
  await db.insert(distributorOrders).values({
    order_id: order.id,
    order_random_id: order.order_random_id,
    distributor_id: distributor.id,
    payment_mode: mode,
    total_paise: total,
    lines: placedLines,
    placed_by_login_id: DISTRIBUTION_MANAGER_LOGIN_ID,
    placed_at: at,
  });
  return order.order_random_id;
}
