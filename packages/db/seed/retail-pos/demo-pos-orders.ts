import { STATUS } from '@backoffice/domain/orders';
import { posTotals } from '@backoffice/domain/retail/pos';
import type { Database } from '../../src/client';
import { posLines, posOrders } from '../../src/schema/index';
import { DEMO_PRODUCTS } from '../orders/products';
import { seedOrder } from '../orders/seed-order';
import {
  DEMO_POS_CUSTOMERS,
  DEMO_POS_ORDERS,
  demoTime,
  type DemoPosCustomerKey,
  type DemoPosLine,
  type DemoPosOrder,
} from './demo-pos-plan';

/** The seed of the normal orders placed POS orders became: the same orders on every machine. */
const PLACED_ORDER_SEED = 9_400;
/** A bank offer's saving on a demo card payment: 10% up to ₹1,500. */
const BANK_SAVING = { basisPoints: 1_000, maxPaise: 150_000 };
const FLAT500_PAISE = 50_000;

function productOf(line: DemoPosLine) {
  const product = DEMO_PRODUCTS.find((p) => p.sku === line.sku);
  if (!product) throw new Error(`demo POS line: no demo product ${line.sku}`);
  return product;
}

const lineRows = (posOrderId: number, order: DemoPosOrder, at: Date) =>
  order.lines.map((line) => {
    const product = productOf(line);
    return {
      pos_order_id: posOrderId,
      item_sku: product.sku,
      item_dimensions: product.dimensions,
      item_model: product.sku.split('-').slice(0, 2).join('-'),
      product: product.name,
      item_quantity: line.quantity,
      item_price_paise: product.price_paise,
      item_mrp_paise: product.mrp_paise,
      delivery_mode: line.delivery_mode ?? 99,
      delivery_charges_paise: line.delivery_charges_paise ?? 0,
      is_instant_invoice: line.batch_number !== undefined,
      batch_number: line.batch_number ?? '',
      created_at: at,
      updated_at: at,
    };
  });

/** The amount the order is placed for: its lines, less the coupon and the bank offer. */
function placedAmounts(order: DemoPosOrder, offerIds: ReadonlyMap<string, number>) {
  const lines = order.lines.map((line, i) => {
    const product = productOf(line);
    return {
      id: i + 1,
      item_quantity: line.quantity,
      item_price_paise: product.price_paise,
      item_mrp_paise: product.mrp_paise,
      delivery_charges_paise: line.delivery_charges_paise ?? 0,
    };
  });
  const coupon =
    order.coupon_code === 'FLAT500'
      ? { discount_kind: 'flat' as const, value: FLAT500_PAISE, max_discount_paise: null }
      : null;
  const before = posTotals({
    lines,
    coupon,
    bank_offer_saving_paise: 0,
    wallet_a_paise: 0,
    wallet_b_paise: 0,
    giftcard_paise: 0,
  });
  const state = order.state;
  const offerKey = state.kind === 'placed' ? (state.bank_offer_key ?? null) : null;
  const saving =
    offerKey === null
      ? 0
      : Math.min(
          Math.floor((before.total_net_price_paise * BANK_SAVING.basisPoints) / 10_000),
          BANK_SAVING.maxPaise,
        );
  const giftcard = state.kind === 'payment-in-progress' ? (state.giftcard_paise ?? 0) : 0;
  return {
    offer_id: offerKey === null ? null : (offerIds.get(offerKey) ?? null),
    offer_key: offerKey,
    bank_offer_saving_paise: saving,
    giftcard_paise: giftcard,
    final_amount_paise: before.final_amount_paise - saving - giftcard,
  };
}

const paymentTypeOf = (mode: number): 'COD' | 'ONLINE' =>
  mode === -1 || mode === -2 ? 'COD' : 'ONLINE';

/** The payment columns of each state (002 section 4). */
function stateColumns(order: DemoPosOrder, at: Date) {
  const state = order.state;
  switch (state.kind) {
    case 'building':
      return {};
    case 'payment-in-progress':
      return {
        payment_type: paymentTypeOf(state.mode),
        payment_via: state.mode === -3 ? 'card' : 'pos',
        allowed_payment_mode: state.mode,
        device_number: state.mode > 0 ? 'PINE-IND-7001' : null,
        ptr_id: state.ptr_id,
        giftcard_masked: state.giftcard_paise ? 'XXXX XXXX XXXX 9010' : null,
        placed_by_login_id: order.created_by,
      };
    case 'cancelled':
      return {
        payment_type: paymentTypeOf(state.mode),
        payment_via: 'card',
        allowed_payment_mode: state.mode,
        ptr_id: state.ptr_id,
        is_order_cancelled: true,
        placed_by_login_id: order.created_by,
      };
    case 'placed':
      return {
        payment_type: paymentTypeOf(state.mode),
        payment_via: state.mode === -1 ? 'cash' : 'card',
        allowed_payment_mode: state.mode,
        device_number: state.mode > 0 ? 'PINE-IND-7001' : null,
        card_bin: state.card_bin ?? null,
        is_order_created: true,
        placed_by_login_id: order.created_by,
        placed_at: at,
      };
  }
}

/** The normal order a placed POS order became, on the own channel, for the customer's mobile. */
async function placedOrderId(
  db: Database,
  order: DemoPosOrder,
  seed: number,
  at: Date,
  customer: (typeof DEMO_POS_CUSTOMERS)[number],
): Promise<number> {
  const [firstname = customer.name, lastname = ''] = customer.name.split(' ');
  const placed = await seedOrder(db, {
    seed,
    affiliate_id: 0,
    payment_type: order.state.kind === 'placed' ? paymentTypeOf(order.state.mode) : 'ONLINE',
    created_at: at,
    person: { firstname, lastname, mobile: customer.mobile, email: customer.email },
    carts: order.lines.map((line) => ({
      product: productOf(line),
      quantity: line.quantity,
      status: STATUS.CONFIRMED,
    })),
  });
  return placed.order.id;
}

/** The demo's POS orders with their lines; placed ones with the normal order they became. */
export async function seedDemoPosOrders(
  db: Database,
  now: Date,
  customers: ReadonlyMap<DemoPosCustomerKey, { id: number; address_id: number }>,
  offerIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const [i, order] of DEMO_POS_ORDERS.entries()) {
    const at = demoTime(now, order.age_ms);
    const customer = DEMO_POS_CUSTOMERS.find((c) => c.key === order.customer);
    const ids = customers.get(order.customer);
    if (!customer || !ids) throw new Error(`demo POS order: no customer ${order.customer}`);
    const amounts = placedAmounts(order, offerIds);
    const placedId =
      order.state.kind === 'placed'
        ? await placedOrderId(db, order, PLACED_ORDER_SEED + i, at, customer)
        : null;
    const [row] = await db
      .insert(posOrders)
      .values({
        order_random_id: order.order_random_id,
        retail_store_id: order.store,
        customer_id: ids.id,
        mobile_number: customer.mobile,
        created_by_login_id: order.created_by,
        coupon_code: order.coupon_code ?? null,
        shipping_address_id: ids.address_id,
        offer_id: amounts.offer_id,
        offer_key: amounts.offer_key,
        bank_offer_saving_paise: amounts.bank_offer_saving_paise,
        giftcard_paise: amounts.giftcard_paise,
        final_amount_paise: order.state.kind === 'building' ? null : amounts.final_amount_paise,
        cash_received_paise:
          order.state.kind === 'placed' && order.state.mode === -1
            ? Math.ceil(amounts.final_amount_paise / 50_000) * 50_000
            : null,
        placed_order_id: placedId,
        ...stateColumns(order, at),
        created_at: at,
        updated_at: at,
      })
      .returning({ id: posOrders.id });
    if (!row) throw new Error('seedDemoPosOrders: insert returned no row');
    await db.insert(posLines).values(lineRows(row.id, order, at));
  }
}
