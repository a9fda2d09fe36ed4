import { randomUUID } from 'node:crypto';
import { auditLog, carts, cartStatusCounts, orders, type AuditLogRow } from '@backoffice/db/schema';
import type { StatusId } from '@backoffice/domain/orders';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppliedRow, SheetApplier } from '../core/sheets/index';
import { runUseCase, type Caller } from '../core/use-case';
import type { TestApp } from './test-app';

/** The Operations demo account as the uploader of a sheet. */
export const SHEET_UPLOADER: Caller = {
  login_id: 10,
  name: 'Operations',
  role: 'OPS',
  principal: null,
  request_id: null,
};

/** Applies valid rows (numbered from 2, as under a header) in one use case, as an upload would. */
export function applySheetRows<Row>(
  t: TestApp,
  applier: SheetApplier<Row>,
  values: readonly Row[],
): Promise<AppliedRow[]> {
  return runUseCase(t.ctx, SHEET_UPLOADER, (scope) =>
    applier.applyBatch(
      t.ctx,
      scope,
      values.map((value, i) => ({ row: i + 2, value })),
      { id: randomUUID() },
    ),
  );
}

/** The audit rows of some entities of one kind, oldest first. */
export function auditOf(
  t: TestApp,
  entity: string,
  ids: readonly string[],
): Promise<AuditLogRow[]> {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entity_id, [...ids])))
    .orderBy(asc(auditLog.id));
}

/** The cart of an order, by the order's random id (the demo orders the sheet tests use have one). */
export async function cartOfOrder(t: TestApp, orderRandomId: string) {
  const [row] = await t.db
    .select({ cart: carts })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.order_id))
    .where(eq(orders.order_random_id, orderRandomId));
  if (!row) throw new Error(`no cart of ${orderRandomId}`);
  return row.cart;
}

/** How many carts of an affiliate are in a status and assigned to a login (null: to nobody). */
export async function cartStatusCountOf(
  t: TestApp,
  affiliateId: number,
  status: StatusId,
  loginId: number | null,
): Promise<number> {
  const [row] = await t.db
    .select({ count: cartStatusCounts.count })
    .from(cartStatusCounts)
    .where(
      and(
        eq(cartStatusCounts.affiliate_id, affiliateId),
        eq(cartStatusCounts.orm_order_status, status),
        eq(cartStatusCounts.assigned_login_id, loginId ?? 0),
      ),
    );
  return row?.count ?? 0;
}
