import { STATUS } from '@backoffice/domain/orders';
import { RETURN_STATUS_IDS, type ReturnStatusId } from '@backoffice/domain/returns';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/client';
import { carts, returnRequests, type ReturnRequestRow } from '../../src/schema/index';
import { seedDemoIssuedItems } from './demo-issued-items';
import { seedDemoPickups } from './demo-pickups';
import { seedDemoReplacements } from './demo-replacements';
import { requestRow } from './request-plan';

/** Requests inserted per statement. */
const BATCH = 300;
const HOUR_MS = 3_600_000;

/** A cart in a return status as the demo's requests need it. */
export type DemoReturnCart = Pick<
  typeof carts.$inferSelect,
  | 'id'
  | 'order_id'
  | 'affiliate_id'
  | 'orm_order_status'
  | 'item_sku'
  | 'item_name'
  | 'item_dimensions'
  | 'item_quantity'
  | 'price_paise'
  | 'mrp_paise'
  | 'discount_paise'
  | 'docket_quantity'
  | 'assigned_login_id'
  | 'status_changed_at'
>;

/** A request of the demo with its cart. */
export interface DemoRequest {
  request: ReturnRequestRow;
  cart: DemoReturnCart;
}

/** The statuses a customer request stands in (RTS is the courier's, not the customer's). */
const REQUEST_STATUSES = RETURN_STATUS_IDS.filter((s) => s !== STATUS.RTS);

/**
 * The returns demo (docs/returns.md "Demo data"): every demo cart in a return status gets its
 * customer request (a return, replacement or issue by its status, with a reason, sub-reason,
 * comments and a photo on every third), so every tab of /returns-replacement lists requests on
 * both platforms with the order lists' own counts (no cart changes status). Then replacements,
 * issued and missing items, pickups with dockets, attempts and reverse requested dates, lost
 * products, and refunds of returns and RTS. Run it inside the demo seed's transaction, after
 * the orders and the catalogue.
 */
export async function seedDemoReturns(tx: Database, now: Date): Promise<void> {
  const returnCarts = await tx
    .select({
      id: carts.id,
      order_id: carts.order_id,
      affiliate_id: carts.affiliate_id,
      orm_order_status: carts.orm_order_status,
      item_sku: carts.item_sku,
      item_name: carts.item_name,
      item_dimensions: carts.item_dimensions,
      item_quantity: carts.item_quantity,
      price_paise: carts.price_paise,
      mrp_paise: carts.mrp_paise,
      discount_paise: carts.discount_paise,
      docket_quantity: carts.docket_quantity,
      assigned_login_id: carts.assigned_login_id,
      status_changed_at: carts.status_changed_at,
    })
    .from(carts)
    .where(inArray(carts.orm_order_status, REQUEST_STATUSES))
    .orderBy(asc(carts.id));
  const requests = await insertRequests(tx, returnCarts);
  await seedDemoReplacements(tx, requests);
  await seedDemoIssuedItems(tx, requests, now);
  const rtsCarts = await tx
    .select({ id: carts.id, order_id: carts.order_id, affiliate_id: carts.affiliate_id })
    .from(carts)
    .where(eq(carts.orm_order_status, STATUS.RTS))
    .orderBy(asc(carts.id));
  await seedDemoPickups(tx, requests, rtsCarts, now);
}

/** One request per cart, raised when the cart entered its return path, in batches. */
async function insertRequests(
  tx: Database,
  returnCarts: readonly DemoReturnCart[],
): Promise<DemoRequest[]> {
  const byId = new Map(returnCarts.map((c) => [c.id, c]));
  const written: DemoRequest[] = [];
  for (let at = 0; at < returnCarts.length; at += BATCH) {
    const rows = returnCarts.slice(at, at + BATCH).map((cart, i) => {
      const status = cart.orm_order_status as ReturnStatusId;
      const n = at + i;
      const opening = [STATUS.RETURN_REQUESTED, STATUS.REPLACEMENT_REQUESTED, STATUS.REQUESTED];
      const daysBefore = (opening as readonly number[]).includes(status) ? 0 : 2 + (n % 5);
      return requestRow({
        order_id: cart.order_id,
        cart_id: cart.id,
        affiliate_id: cart.affiliate_id,
        status,
        from_status: STATUS.DELIVERED,
        quantity: cart.item_quantity,
        created_at: new Date(cart.status_changed_at.getTime() - daysBefore * 24 * HOUR_MS),
        created_by_login_id: cart.assigned_login_id ?? 4,
        approved_by_login_id: 6,
        n,
      });
    });
    const inserted = await tx.insert(returnRequests).values(rows).returning();
    for (const request of inserted) {
      const cart = byId.get(request.cart_id);
      if (cart) written.push({ request, cart });
    }
  }
  return written;
}
