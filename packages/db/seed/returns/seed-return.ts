import type { AffiliateId } from '@backoffice/domain/core/channels';
import { STATUS } from '@backoffice/domain/orders';
import type { RequestKind, ReturnStatusId } from '@backoffice/domain/returns';
import type { Database } from '../../src/client';
import { returnRequests, type ReturnRequestRow } from '../../src/schema/index';
import type { DemoProduct } from '../orders/products';
import { seedOrder, type SeededOrder } from '../orders/seed-order';
import { kindOfStatus, requestRow } from './request-plan';

export interface ReturnOverrides {
  /** The cart's and the request's return status. */
  status: ReturnStatusId;
  /** By the status where omitted (24 and 26 return, 25 and 98 replacement, 99 issue). */
  kind?: RequestKind;
  affiliate_id?: AffiliateId;
  product?: DemoProduct;
  quantity?: number;
  /** The agent who works the cart; omitted: the returns team's usual agent. */
  assigned_login_id?: number | null;
  /** Who raised the request (4, the customer-experience agent, by default). */
  created_by_login_id?: number;
  now?: Date;
  seed?: number;
}

/** An order with one cart in a return status and its open (or resolved) customer request. */
export interface SeededReturn extends SeededOrder {
  cart: SeededOrder['carts'][number];
  request: ReturnRequestRow;
}

/**
 * One return, replacement or issue request: an order whose cart reached `status` through its
 * usual path (seedOrder: comments, audit entries, tab counts), and the request it carries.
 */
export async function seedReturn(db: Database, o: ReturnOverrides): Promise<SeededReturn> {
  const now = o.now ?? new Date();
  const seeded = await seedOrder(db, {
    now,
    ...(o.affiliate_id === undefined ? {} : { affiliate_id: o.affiliate_id }),
    ...(o.seed === undefined ? {} : { seed: o.seed }),
    carts: [
      {
        status: o.status,
        ...(o.product ? { product: o.product } : {}),
        ...(o.quantity ? { quantity: o.quantity } : {}),
        ...(o.assigned_login_id === undefined ? {} : { assigned_login_id: o.assigned_login_id }),
      },
    ],
  });
  const [cart] = seeded.carts;
  if (!cart) throw new Error('seedReturn: no cart seeded');
  const [request] = await db
    .insert(returnRequests)
    .values({
      ...requestRow({
        order_id: seeded.order.id,
        cart_id: cart.id,
        affiliate_id: cart.affiliate_id,
        status: o.status,
        from_status: STATUS.DELIVERED,
        quantity: cart.item_quantity,
        created_at: new Date(now.getTime() - 3 * 86_400_000),
        created_by_login_id: o.created_by_login_id ?? 4,
        approved_by_login_id: 6,
        n: cart.id,
        kind: o.kind ?? kindOfStatus(o.status, 0),
      }),
      // A test's request is never on hold unless the test puts it there.
      hold_sub_reason_id: null,
    })
    .returning();
  if (!request) throw new Error('seedReturn: insert returned no row');
  return { ...seeded, cart, request };
}
