import type { AffiliateId } from '@backoffice/domain/core/channels';
import { STATUS } from '@backoffice/domain/orders';
import type { Database } from '../../../src/client';
import type { PaymentType } from '../../../src/schema/index';
import type { CartChoice } from '../../orders/order-plan';
import { seedOrder } from '../../orders/seed-order';

/** A demo order of the payments area: fixed id, customer, channel, payment and carts. */
export interface PaymentDemoOrder {
  order_random_id: string;
  firstname: string;
  lastname: string;
  /** Unique in the demo: 710000000N (random customers' mobiles never start with 7). */
  mobile: string;
  affiliate_id: AffiliateId;
  payment_type: PaymentType;
  carts: readonly CartChoice[];
  description: string;
}

const order = (
  order_random_id: string,
  firstname: string,
  lastname: string,
  n: number,
  rest: Pick<PaymentDemoOrder, 'affiliate_id' | 'payment_type' | 'carts' | 'description'>,
): PaymentDemoOrder => ({
  order_random_id,
  firstname,
  lastname,
  mobile: `71000000${String(n).padStart(2, '0')}`,
  ...rest,
});

/**
 * The payments area's demo orders (docs/sales.md): each one for one flow, so that demos and
 * browser specs do not step on each other's orders.
 */
export const PAYMENT_DEMO_ORDERS = {
  splitCart: order('SPLITCRT', 'Ishaan', 'Chopra', 1, {
    affiliate_id: 0,
    payment_type: 'COD',
    carts: [{ status: STATUS.CONFIRMED, quantity: 3, assigned_login_id: 2 }],
    description: 'One Confirmed cart of 3 items, cash on delivery: split it',
  }),
  codToOnline: order('CODONLIN', 'Meenakshi', 'Sundaram', 2, {
    affiliate_id: 0,
    payment_type: 'COD',
    carts: [
      { status: STATUS.NEW_ORDER, quantity: 1, assigned_login_id: 2 },
      { status: STATUS.CONFIRMED, quantity: 1, assigned_login_id: 2 },
    ],
    description: 'Two carts on cash on delivery (New Order, Confirmed): move them online',
  }),
  paymentLink: order('PAYLINK1', 'Aditya', 'Bhatt', 3, {
    affiliate_id: 0,
    payment_type: 'COD',
    carts: [{ status: STATUS.CONFIRMED, quantity: 1, assigned_login_id: 2 }],
    description: 'A Confirmed COD cart: send the customer a payment link',
  }),
  rnr: order('RNRCALL1', 'Sushma', 'Hegde', 4, {
    affiliate_id: 0,
    payment_type: 'COD',
    carts: [{ status: STATUS.CALL_NOT_RECEIVED, quantity: 1, assigned_login_id: 2 }],
    description: 'Call not received (19) on cash on delivery: the RNR process',
  }),
  homeCentre: order('HCPEND01', 'Rakesh', 'Nambiar', 5, {
    affiliate_id: 8,
    payment_type: 'ONLINE',
    carts: [{ status: STATUS.NEW_ORDER, quantity: 1, assigned_login_id: null }],
    description: 'A pending home-centre order for the Homecentre agent (login id 18)',
  }),
  superK: order('SKPEND01', 'Lavanya', 'Pillai', 6, {
    affiliate_id: 13,
    payment_type: 'ONLINE',
    carts: [{ status: STATUS.NEW_ORDER, quantity: 2, assigned_login_id: null }],
    description: 'A pending store-agent order for the Superk agent (login id 20)',
  }),
  futureDelivery: order('FUTUREDL', 'Gautam', 'Sen', 7, {
    affiliate_id: 0,
    payment_type: 'ONLINE',
    carts: [{ status: STATUS.CONFIRMED, quantity: 1, assigned_login_id: 2 }],
    description: 'A Confirmed cart whose customer asks for a later delivery',
  }),
} as const satisfies Record<string, PaymentDemoOrder>;

/**
 * How many of a demo's orders are the payments area's: all of them in a full demo, none in a
 * small one (a test asking for 20 orders gets 20).
 */
export function paymentDemoOrderCount(orders: number): number {
  return orders >= 100 ? Object.keys(PAYMENT_DEMO_ORDERS).length : 0;
}

/**
 * Seeds the payments area's demo orders, placed 75 to 105 minutes before `now`: after the known
 * orders of the demo (the last 70 minutes), which stay at the top of their lists, and before
 * the random ones (at least two hours old).
 */
export async function seedPaymentDemoOrders(db: Database, now: Date): Promise<void> {
  let minutes = 75;
  for (const demo of Object.values(PAYMENT_DEMO_ORDERS)) {
    await seedOrder(db, {
      order_random_id: demo.order_random_id,
      now,
      created_at: new Date(now.getTime() - minutes * 60_000),
      affiliate_id: demo.affiliate_id,
      payment_type: demo.payment_type,
      carts: demo.carts,
      person: {
        firstname: demo.firstname,
        lastname: demo.lastname,
        mobile: demo.mobile,
        email: `${demo.firstname}.${demo.lastname}@example.in`.toLowerCase(),
      },
      seed: 9_100 + minutes,
    });
    minutes += 5;
  }
}
