import type { Database } from '@backoffice/db';
import {
  codToOnlineCarts,
  codToOnlineRequests,
  orders,
  paymentLinks,
  staff,
} from '@backoffice/db/schema';
import type { CodToOnlineTab } from '@backoffice/domain/sales/payments';
import { and, count, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { RequestFacts } from './payment-views';

const r = codToOnlineRequests;

/** The rows of a tab: a pending request past its link's end belongs to Expired. */
function tabFilter(tab: CodToOnlineTab, now: Date): SQL | undefined {
  const running = or(isNull(r.expires_at), gt(r.expires_at, now));
  switch (tab) {
    case 'pending':
      return and(eq(r.status, 'pending'), running);
    case 'expired':
      return or(eq(r.status, 'expired'), and(eq(r.status, 'pending'), lte(r.expires_at, now)));
    case 'paid':
    case 'cancelled':
      return eq(r.status, tab);
    case 'all':
      return undefined;
  }
}

/** One page of COD-to-online requests, newest first (the status index serves each tab). */
export async function codToOnlinePage(
  db: Database,
  q: { tab: CodToOnlineTab; orderRandomId: string | undefined; limit: number; offset: number },
  now: Date,
): Promise<{ count: number; rows: RequestFacts[] }> {
  const where = and(
    tabFilter(q.tab, now),
    q.orderRandomId ? eq(orders.order_random_id, q.orderRandomId) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(r)
    .innerJoin(orders, eq(orders.id, r.order_id))
    .where(where);
  const page = await db
    .select({
      request: r,
      order_random_id: orders.order_random_id,
      link: paymentLinks,
      name: staff.name,
    })
    .from(r)
    .innerJoin(orders, eq(orders.id, r.order_id))
    .leftJoin(paymentLinks, eq(paymentLinks.id, r.payment_link_id))
    .leftJoin(staff, eq(staff.login_id, r.created_by_login_id))
    .where(where)
    .orderBy(desc(r.created_at), desc(r.id))
    .limit(q.limit)
    .offset(q.offset);
  const cartsOf = await cartIdsOfRequests(
    db,
    page.map((p) => p.request.id),
  );
  return {
    count: Number(total?.n ?? 0),
    rows: page.map((p) => ({
      request: p.request,
      order_random_id: p.order_random_id,
      cart_pids: cartsOf.get(p.request.id) ?? [],
      link: p.link,
      created_by_name: p.name,
    })),
  };
}

/** The carts of each request, in cart order. */
export async function cartIdsOfRequests(
  db: Database,
  requestIds: number[],
): Promise<Map<number, number[]>> {
  const byRequest = new Map<number, number[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select({ request_id: codToOnlineCarts.request_id, cart_id: codToOnlineCarts.cart_id })
    .from(codToOnlineCarts)
    .where(inArray(codToOnlineCarts.request_id, requestIds))
    .orderBy(codToOnlineCarts.cart_id);
  for (const row of rows) {
    byRequest.set(row.request_id, [...(byRequest.get(row.request_id) ?? []), row.cart_id]);
  }
  return byRequest;
}

/** One request with what it is shown with. */
export async function requestFacts(db: Database, requestId: number): Promise<RequestFacts | null> {
  const [row] = await db
    .select({
      request: r,
      order_random_id: orders.order_random_id,
      link: paymentLinks,
      name: staff.name,
    })
    .from(r)
    .innerJoin(orders, eq(orders.id, r.order_id))
    .leftJoin(paymentLinks, eq(paymentLinks.id, r.payment_link_id))
    .leftJoin(staff, eq(staff.login_id, r.created_by_login_id))
    .where(eq(r.id, requestId));
  if (!row) return null;
  const cartsOf = await cartIdsOfRequests(db, [requestId]);
  return {
    request: row.request,
    order_random_id: row.order_random_id,
    cart_pids: cartsOf.get(requestId) ?? [],
    link: row.link,
    created_by_name: row.name,
  };
}

/** The COD-to-online request a payment link was sent for, locked for the change; none if it had none. */
export async function lockedRequestOfLink(db: Database, linkId: number) {
  const [request] = await db
    .select()
    .from(codToOnlineRequests)
    .where(eq(codToOnlineRequests.payment_link_id, linkId))
    .for('update');
  return request;
}
