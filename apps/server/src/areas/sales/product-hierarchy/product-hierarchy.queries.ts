import type { Database } from '@backoffice/db';
import {
  catalogueSkus,
  productHierarchyApprovals,
  productHierarchyRequests,
  type ProductHierarchyApprovalRow,
  type ProductHierarchyRequestRow,
} from '@backoffice/db/schema';
import type {
  HierarchyApproval,
  HierarchyRequest,
  HierarchyRequestSummary,
} from '@backoffice/domain/uploads';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { requestNotFound } from './product-hierarchy.errors';

const person = (loginId: number | null, name: string) => ({ login_id: loginId, name });

function approvalView(
  row: ProductHierarchyApprovalRow,
  sku: string,
  itemName: string,
): HierarchyApproval {
  return {
    approval_id: row.id,
    sku,
    item_name: itemName,
    approval_status: row.approval_status,
    product_hierarchy_data: {
      master_category: row.master_category,
      product_category: row.product_category,
      product_sub_category: row.product_sub_category,
      new_product_type: row.new_product_type,
      product_material: row.product_material,
      product_model: row.product_model,
      product_series: row.product_series,
    },
    approved_by:
      row.approved_by_name === null ? null : person(row.approved_by_login_id, row.approved_by_name),
    approved_at: row.approved_at?.toISOString() ?? null,
  };
}

/** The request itself, or 404. */
export async function requestRowOf(
  db: Database,
  requestId: number,
): Promise<ProductHierarchyRequestRow> {
  const [request] = await db
    .select()
    .from(productHierarchyRequests)
    .where(eq(productHierarchyRequests.id, requestId));
  if (!request) throw requestNotFound();
  return request;
}

/** fetch {request_id}: a request with its rows in sheet order, or 404. */
export async function hierarchyRequestOf(
  db: Database,
  requestId: number,
): Promise<HierarchyRequest> {
  const request = await requestRowOf(db, requestId);
  const rows = await db
    .select({
      approval: productHierarchyApprovals,
      sku: catalogueSkus.sku,
      name: catalogueSkus.full_name,
    })
    .from(productHierarchyApprovals)
    .innerJoin(catalogueSkus, eq(catalogueSkus.id, productHierarchyApprovals.sku_id))
    .where(eq(productHierarchyApprovals.request_id, requestId))
    .orderBy(asc(productHierarchyApprovals.sheet_row));
  const approvals = rows.map((r) => approvalView(r.approval, r.sku, r.name));
  return {
    request_id: request.id,
    requested_by: person(request.requested_by_login_id, request.requested_by_name),
    requested_at: request.requested_at.toISOString(),
    pending: approvals.filter((a) => a.approval_status === 'PENDING').length,
    approval_requests: approvals,
  };
}

/** The most requests the picker lists. */
const PENDING_REQUESTS_SHOWN = 100;

/** The requests with a pending row, newest first (the approval screen's request picker). */
export async function pendingHierarchyRequests(db: Database): Promise<HierarchyRequestSummary[]> {
  const pending = sql<number>`count(*) filter (where ${productHierarchyApprovals.approval_status} = 'PENDING')::int`;
  const rows = await db
    .select({
      request: productHierarchyRequests,
      rows: sql<number>`count(*)::int`,
      pending,
    })
    .from(productHierarchyRequests)
    .innerJoin(
      productHierarchyApprovals,
      eq(productHierarchyApprovals.request_id, productHierarchyRequests.id),
    )
    .groupBy(productHierarchyRequests.id)
    .having(sql`${pending} > 0`)
    .orderBy(desc(productHierarchyRequests.requested_at), desc(productHierarchyRequests.id))
    .limit(PENDING_REQUESTS_SHOWN);
  return rows.map(({ request, rows: count, pending: open }) => ({
    request_id: request.id,
    requested_by: person(request.requested_by_login_id, request.requested_by_name),
    requested_at: request.requested_at.toISOString(),
    rows: count,
    pending: open,
  }));
}
