import type { Database } from '@backoffice/db';
import { carts, issuedItems, orders, staff, type IssuedItemRow } from '@backoffice/db/schema';
import {
  ISSUED_ITEM_STATE_LABELS,
  issueItemTypeLabel,
  type IssuedItem,
} from '@backoffice/domain/returns';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const creator = alias(staff, 'issued_by');
const fulfiller = alias(staff, 'fulfilled_by');

/** The issued items matching a filter, newest first, with their cart, order and people. */
async function issuedItemRows(
  db: Database,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<IssuedItem[]> {
  const query = db
    .select({
      item: issuedItems,
      order_random_id: orders.order_random_id,
      affiliate_id: carts.affiliate_id,
      item_sku: carts.item_sku,
      item_name: carts.item_name,
      creator_name: creator.name,
      fulfiller_name: fulfiller.name,
    })
    .from(issuedItems)
    .innerJoin(carts, eq(carts.id, issuedItems.cart_id))
    .innerJoin(orders, eq(orders.id, issuedItems.order_id))
    .leftJoin(creator, eq(creator.login_id, issuedItems.created_by_login_id))
    .leftJoin(fulfiller, eq(fulfiller.login_id, issuedItems.fulfilled_by_login_id))
    .where(where)
    .orderBy(desc(issuedItems.created_at), desc(issuedItems.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => toIssuedItem(r.item, r));
}

/** An issued item as the answers show it. */
function toIssuedItem(
  item: IssuedItemRow,
  joined: {
    order_random_id: string;
    affiliate_id: number;
    item_sku: string;
    item_name: string;
    creator_name: string | null;
    fulfiller_name: string | null;
  },
): IssuedItem {
  const person = (loginId: number | null, name: string | null) =>
    loginId === null ? null : { login_id: loginId, name: name ?? '' };
  return {
    id: item.id,
    version: item.version,
    order_random_id: joined.order_random_id,
    affiliate_id: joined.affiliate_id,
    cart_pid: item.cart_id,
    item_sku: joined.item_sku,
    item_name: joined.item_name,
    request_id: item.request_id,
    item_type_id: item.item_type,
    item_type_label: issueItemTypeLabel(item.item_type),
    description: item.description,
    quantity: item.quantity,
    parts_data: item.parts_data,
    status: item.status,
    status_label: ISSUED_ITEM_STATE_LABELS[item.status],
    comments: item.comments,
    created_by: person(item.created_by_login_id, joined.creator_name),
    created_at: item.created_at.toISOString(),
    fulfilled_by: person(item.fulfilled_by_login_id, joined.fulfiller_name),
    fulfilled_at: item.fulfilled_at?.toISOString() ?? null,
  };
}

/** A cart's issued items, newest first. */
export function issuedItemsOfCart(db: Database, cartId: number): Promise<IssuedItem[]> {
  return issuedItemRows(db, eq(issuedItems.cart_id, cartId));
}

/** One issued item as answers show it, or undefined. */
export async function issuedItemById(db: Database, id: number): Promise<IssuedItem | undefined> {
  const [item] = await issuedItemRows(db, eq(issuedItems.id, id));
  return item;
}

/** The missing items' filter: type 5, in one state or all (issued_items_*list_idx). */
export function missingItemsWhere(states: readonly IssuedItemRow['status'][]): SQL | undefined {
  return and(eq(issuedItems.item_type, 5), inArray(issuedItems.status, [...states]));
}

/** A page of missing items and how many match. */
export async function missingItemsPage(
  db: Database,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: IssuedItem[] }> {
  const [total] = await db.select({ n: count() }).from(issuedItems).where(where);
  return { count: total?.n ?? 0, results: await issuedItemRows(db, where, page) };
}
