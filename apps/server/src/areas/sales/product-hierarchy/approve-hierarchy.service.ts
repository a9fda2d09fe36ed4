import {
  catalogueSkuHierarchies,
  productHierarchyApprovals,
  productHierarchyRequests,
  type ProductHierarchyApprovalRow,
} from '@backoffice/db/schema';
import {
  HIERARCHY_MESSAGES as M,
  PRODUCT_HIERARCHY_FIELDS,
  type ApproveHierarchyAnswer,
  type ApproveHierarchyRequest,
  type ProductHierarchy,
} from '@backoffice/domain/uploads';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type Caller, type UseCaseScope } from '../../../core/use-case';
import { approvalsNotInRequest, requestNotFound } from './product-hierarchy.errors';
import { hierarchyRequestOf } from './product-hierarchy.queries';

const hierarchyOf = (row: ProductHierarchy): ProductHierarchy =>
  Object.fromEntries(
    PRODUCT_HIERARCHY_FIELDS.map(({ key }) => [key, row[key]]),
  ) as ProductHierarchy;

/** Sets the item's hierarchy to the approval's, recording each level that changes. */
async function applyHierarchy(scope: UseCaseScope, approval: ProductHierarchyApprovalRow) {
  const wanted = hierarchyOf(approval);
  const [current] = await scope.tx
    .select()
    .from(catalogueSkuHierarchies)
    .where(eq(catalogueSkuHierarchies.sku_id, approval.sku_id))
    .for('update');
  const before = current ? hierarchyOf(current) : null;
  await scope.tx
    .insert(catalogueSkuHierarchies)
    .values({ sku_id: approval.sku_id, ...wanted })
    .onConflictDoUpdate({
      target: catalogueSkuHierarchies.sku_id,
      set: {
        ...wanted,
        version: sql`${catalogueSkuHierarchies.version} + 1`,
        updated_at: scope.now,
      },
    });
  const changes = Object.fromEntries(
    PRODUCT_HIERARCHY_FIELDS.filter(({ key }) => before?.[key] !== wanted[key]).map(({ key }) => [
      key,
      { before: before?.[key] ?? null, after: wanted[key] },
    ]),
  );
  await scope.record.change({
    entity: 'catalogue_sku_hierarchy',
    id: approval.sku_id,
    changes,
    reason: `Product hierarchy approved (request ${approval.request_id})`,
  });
}

/** The rows to approve: the named ones (400 naming any not in the request), or every row. */
async function rowsToApprove(scope: UseCaseScope, body: ApproveHierarchyRequest) {
  const rows = await scope.tx
    .select()
    .from(productHierarchyApprovals)
    .where(eq(productHierarchyApprovals.request_id, body.request_id))
    .orderBy(asc(productHierarchyApprovals.sheet_row))
    .for('update');
  if (body.approval_ids.length === 0) return rows;
  const named = new Set(body.approval_ids);
  const missing = [...named].filter((id) => !rows.some((r) => r.id === id));
  if (missing.length > 0) throw approvalsNotInRequest(missing);
  return rows.filter((r) => named.has(r.id));
}

/**
 * approve {request_id, approval_ids}: each pending row named (every pending row for an empty
 * list) changes its item's hierarchy and becomes APPROVED, all in one transaction with their
 * audit; a row approved already is left as it is.
 */
export function approveHierarchy(
  ctx: AppContext,
  caller: Caller,
  body: ApproveHierarchyRequest,
  request: IdempotentRequest | null,
): Promise<ApproveHierarchyAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, request, async () => {
      const [found] = await scope.tx
        .select({ id: productHierarchyRequests.id })
        .from(productHierarchyRequests)
        .where(eq(productHierarchyRequests.id, body.request_id))
        .for('update');
      if (!found) throw requestNotFound();
      const pending = (await rowsToApprove(scope, body)).filter(
        (r) => r.approval_status === 'PENDING',
      );
      for (const approval of pending) {
        await applyHierarchy(scope, approval);
        await scope.tx
          .update(productHierarchyApprovals)
          .set({
            approval_status: 'APPROVED',
            approved_by_login_id: caller.login_id,
            approved_by_name: caller.name,
            approved_at: scope.now,
            version: sql`${productHierarchyApprovals.version} + 1`,
          })
          .where(
            and(
              eq(productHierarchyApprovals.id, approval.id),
              eq(productHierarchyApprovals.approval_status, 'PENDING'),
            ),
          );
        await scope.record.change({
          entity: 'product_hierarchy_approval',
          id: approval.id,
          changes: { approval_status: { before: 'PENDING', after: 'APPROVED' } },
          reason: 'Approve product hierarchy',
        });
      }
      return {
        message: pending.length > 0 ? M.approved : M.nonePending,
        approved: pending.length,
        request: await hierarchyRequestOf(scope.tx, body.request_id),
      };
    }),
  );
}
