import type { AffiliateId } from '@backoffice/domain/core/channels';
import { STATUS } from '@backoffice/domain/orders';
import type { PaymentType } from '../../src/schema/index';
import type { CartChoice } from './order-plan';

/** A demo order that tests and demos can rely on: fixed id, customer and cart statuses. */
export interface KnownOrder {
  order_random_id: string;
  /** The customer's full name (first name unique in the demo, for name search). */
  name: string;
  firstname: string;
  lastname: string;
  /** Unique in the demo: random customers' mobiles never start with 7. */
  mobile: string;
  email: string;
  affiliate_id: AffiliateId;
  payment_type: PaymentType;
  carts: readonly Required<Pick<CartChoice, 'status' | 'assigned_login_id'>>[];
  /** How long before the demo's `now` the order was placed, in minutes. */
  placed_minutes_ago: number;
  description: string;
}

const known = (
  order_random_id: string,
  firstname: string,
  lastname: string,
  n: number,
  rest: Pick<KnownOrder, 'affiliate_id' | 'payment_type' | 'carts' | 'description'>,
): KnownOrder => ({
  order_random_id,
  name: `${firstname} ${lastname}`,
  firstname,
  lastname,
  mobile: `700000000${n}`,
  email: `${firstname}.${lastname}@example.in`.toLowerCase(),
  placed_minutes_ago: 10 * n,
  ...rest,
});

/**
 * The demo's known orders, seeded first (on a fresh database their ids are the lowest) and
 * placed in the last 70 minutes, while random demo orders are at least two hours old: each
 * heads its lists. Look a cart up by order id; cart ids are the database's.
 */
export const KNOWN_ORDERS = {
  newOrder: known('NEWORDER', 'Tanvi', 'Deshpande', 1, {
    affiliate_id: 0,
    payment_type: 'COD',
    carts: [{ status: STATUS.NEW_ORDER, assigned_login_id: 2 }],
    description: 'New Order (1) assigned to the OC agent (login id 2)',
  }),
  confirmed: known('CONFIRMD', 'Zubin', 'Mistry', 2, {
    affiliate_id: 0,
    payment_type: 'ONLINE',
    carts: [{ status: STATUS.CONFIRMED, assigned_login_id: 2 }],
    description: 'Confirmed (2), paid online, assigned to login id 2',
  }),
  holdable: known('HOLDABLE', 'Revathi', 'Subramanian', 3, {
    affiliate_id: 0,
    payment_type: 'COD',
    carts: [{ status: STATUS.NEW_ORDER, assigned_login_id: 2 }],
    description: 'New Order (1) never confirmed, for tests that put a cart on Hold (14)',
  }),
  onHoldConfirmed: known('ONHOLD01', 'Hrithik', 'Bose', 4, {
    affiliate_id: 0,
    payment_type: 'ONLINE',
    carts: [{ status: STATUS.HOLD, assigned_login_id: 2 }],
    description: 'Hold (14) after a confirmation: New Order is not offered',
  }),
  instructionsDue: known('INSTRDUE', 'Oviya', 'Ramasamy', 5, {
    affiliate_id: 0,
    payment_type: 'ONLINE',
    carts: [{ status: STATUS.INSTRUCTIONS_DUE, assigned_login_id: 3 }],
    description: 'Instructions Due (9), delivered, assigned to the RT agent (login id 3)',
  }),
  multiCart: known('MULTICRT', 'Jatin', 'Lalwani', 6, {
    affiliate_id: 1,
    payment_type: 'ONLINE',
    carts: [
      { status: STATUS.NEW_ORDER, assigned_login_id: 2 },
      { status: STATUS.CONFIRMED, assigned_login_id: 2 },
      { status: STATUS.CANCELLED, assigned_login_id: null },
    ],
    description:
      'Three carts on a marketplace channel (affiliate 1): New Order, Confirmed, Cancelled',
  }),
  unassigned: known('UNASSGND', 'Ojas', 'Kelkar', 7, {
    affiliate_id: 0,
    payment_type: 'COD',
    carts: [{ status: STATUS.NEW_ORDER, assigned_login_id: null }],
    description: 'New Order (1), unassigned',
  }),
} as const satisfies Record<string, KnownOrder>;

export type KnownOrderName = keyof typeof KNOWN_ORDERS;
