import { STATUS } from '@backoffice/domain/orders';
import { REPLACEABLE_STATUSES, REPLACEMENT_CART_STATUS } from '@backoffice/domain/returns';
import { count, inArray } from 'drizzle-orm';
import { addCartStatusCounts } from '../../src/orders/status-counts';
import type { Database } from '../../src/client';
import {
  auditLog,
  carts,
  orderComments,
  replacements,
  type NewAuditLogRow,
  type NewOrderCommentRow,
} from '../../src/schema/index';
import { demoAccount } from '../demo-staff';
import type { DemoRequest } from './demo-returns';

/** Replacements per status: enough for every tab's popup, few new Confirmed carts. */
const PER_STATUS = 3;
/** The most carts a demo order has. */
const MOST_CARTS = 4;
const HOUR_MS = 3_600_000;
/** The demo's customer-experience agent who creates the replacements. */
const AGENT = demoAccount(4);
const CREATED_BY = { login_id: AGENT.login_id, role: AGENT.role, name: AGENT.name };

/**
 * Replacements of the demo's replacement requests: a few in each status from Processing on
 * (and resolved ones), each shipping as a new Confirmed cart of the same order, counted in the
 * tab counts, with the sentences of the order's history on both carts. Every third carries a
 * dealer customer price.
 */
export async function seedDemoReplacements(
  tx: Database,
  requests: readonly DemoRequest[],
): Promise<void> {
  const statuses: readonly number[] = [...REPLACEABLE_STATUSES, STATUS.RESOLVED];
  const candidates = requests.filter(
    ({ request }) => request.kind === 'replacement' && statuses.includes(request.status),
  );
  const full = await fullOrders(
    tx,
    candidates.map((r) => r.cart.order_id),
  );
  const taken = new Map<number, number>();
  const chosen = candidates.filter(({ request, cart }) => {
    if (full.has(cart.order_id)) return false;
    const already = taken.get(request.status) ?? 0;
    if (already >= PER_STATUS) return false;
    taken.set(request.status, already + 1);
    // One replacement per order, so no order passes the most carts.
    full.add(cart.order_id);
    return true;
  });
  if (chosen.length === 0) return;
  const at = (r: DemoRequest) => new Date(r.request.created_at.getTime() + 8 * HOUR_MS);
  const newCarts = await tx
    .insert(carts)
    .values(
      chosen.map((r) => ({
        order_id: r.cart.order_id,
        affiliate_id: r.cart.affiliate_id,
        item_sku: r.cart.item_sku,
        item_name: r.cart.item_name,
        item_dimensions: r.cart.item_dimensions,
        item_quantity: r.request.quantity,
        price_paise: 0,
        mrp_paise: r.cart.mrp_paise,
        docket_quantity: r.cart.docket_quantity,
        orm_order_status: REPLACEMENT_CART_STATUS,
        status_changed_at: at(r),
        assigned_login_id: null,
        created_at: at(r),
        updated_at: at(r),
      })),
    )
    .returning();
  await addCartStatusCounts(tx, newCarts);
  const rows = await tx
    .insert(replacements)
    .values(
      chosen.map((r, i) => ({
        request_id: r.request.id,
        cart_id: r.cart.id,
        item_sku: r.cart.item_sku,
        item_name: r.cart.item_name,
        item_dimensions: r.cart.item_dimensions,
        quantity: r.request.quantity,
        dealer_cx_price_paise: i % 3 === 0 ? r.cart.price_paise : null,
        new_cart_id: newCarts[i]?.id ?? null,
        created_by_login_id: CREATED_BY.login_id,
        created_at: at(r),
        updated_at: at(r),
      })),
    )
    .returning();
  const audit: NewAuditLogRow[] = [];
  const comments: NewOrderCommentRow[] = [];
  rows.forEach((row, i) => {
    const r = chosen[i];
    const newCart = newCarts[i];
    if (!r || !newCart) return;
    const item = `${row.quantity} x ${row.item_name} (${row.item_sku})`;
    const entry = (cartId: number, changes: NewAuditLogRow['changes']): NewAuditLogRow => ({
      actor_login_id: CREATED_BY.login_id,
      actor_role: CREATED_BY.role,
      at: at(r),
      entity: 'cart',
      entity_id: String(cartId),
      changes,
    });
    audit.push(
      entry(r.cart.id, {
        replacement: {
          before: null,
          after: {
            id: row.id,
            request_id: r.request.id,
            new_cart_pid: newCart.id,
            item,
            dealer_cx_price:
              row.dealer_cx_price_paise === null
                ? null
                : (row.dealer_cx_price_paise / 100).toFixed(2),
          },
        },
      }),
      entry(newCart.id, { replacement_for: { before: null, after: r.cart.id } }),
    );
    const comment = (cartId: number, status: number, text: string): NewOrderCommentRow => ({
      order_id: r.cart.order_id,
      cart_id: cartId,
      order_status: status as NewOrderCommentRow['order_status'],
      comment: text,
      by_login_id: CREATED_BY.login_id,
      by_role: CREATED_BY.role,
      by_name: CREATED_BY.name,
      created_at: at(r),
    });
    comments.push(
      comment(
        r.cart.id,
        r.request.status,
        `Replacement created: ${item}, shipping as cart ${newCart.id}`,
      ),
      comment(
        newCart.id,
        REPLACEMENT_CART_STATUS,
        `Replacement of cart ${r.cart.id} (request ${r.request.id}): ${item}`,
      ),
    );
  });
  await tx.insert(auditLog).values(audit);
  await tx.insert(orderComments).values(comments);
}

/** The orders that hold the demo's most carts already (4): a replacement would pass it. */
async function fullOrders(tx: Database, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await tx
    .select({ order_id: carts.order_id, n: count() })
    .from(carts)
    .where(inArray(carts.order_id, [...new Set(orderIds)]))
    .groupBy(carts.order_id);
  return new Set(rows.filter((r) => r.n >= MOST_CARTS).map((r) => r.order_id));
}
