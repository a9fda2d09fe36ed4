import {
  catalogueSkus,
  productHierarchyApprovals,
  productHierarchyRequests,
} from '@backoffice/db/schema';
import {
  AUTOMATION_MESSAGES as A,
  PRODUCT_CONFIGURATION_SHEET,
  type ProductConfigurationRow,
} from '@backoffice/domain/uploads';
import { inArray } from 'drizzle-orm';
import type { AppliedRow, SheetApplier } from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';

/** The ids of the sheet's items, by SKU. */
async function skuIdsOf(scope: UseCaseScope, rows: readonly ProductConfigurationRow[]) {
  const skus = [...new Set(rows.map((r) => r.sku))];
  const found = await scope.tx
    .select({ id: catalogueSkus.id, sku: catalogueSkus.sku })
    .from(catalogueSkus)
    .where(inArray(catalogueSkus.sku, skus));
  return new Map(found.map((s) => [s.sku, s.id]));
}

/** A new approval request in the caller's name (request_id). */
async function newRequest(scope: UseCaseScope): Promise<number> {
  const [request] = await scope.tx
    .insert(productHierarchyRequests)
    .values({
      requested_by_login_id: scope.caller.login_id,
      requested_by_name: scope.caller.name,
      requested_at: scope.now,
    })
    .returning({ id: productHierarchyRequests.id });
  if (!request) throw new Error('The approval request was not created');
  await scope.record.change({
    entity: 'product_hierarchy_request',
    id: request.id,
    changes: { requested_by: { before: null, after: scope.caller.name } },
    reason: 'Product configuration sheet',
  });
  return request.id;
}

/**
 * The product configuration sheet (`product-configuration`): the sheet becomes one approval
 * request with a PENDING approval per row; no item changes until its row is approved on
 * /product-hierarchy-approval. The sheet's row limit keeps it to one batch, so one request.
 * An unknown SKU fails its row.
 */
export const productConfigurationApplier: SheetApplier<ProductConfigurationRow> = {
  type: PRODUCT_CONFIGURATION_SHEET,
  async applyBatch(_ctx, scope, rows) {
    const skuIds = await skuIdsOf(
      scope,
      rows.map((r) => r.value),
    );
    const known = rows.filter((r) => skuIds.has(r.value.sku));
    if (known.length > 0) {
      const requestId = await newRequest(scope);
      await scope.tx.insert(productHierarchyApprovals).values(
        known.map(({ row, value: { sku, ...hierarchy } }) => ({
          request_id: requestId,
          sheet_row: row,
          sku_id: skuIds.get(sku) ?? 0,
          ...hierarchy,
          approval_status: 'PENDING' as const,
        })),
      );
    }
    return rows.map(({ row, value }): AppliedRow =>
      skuIds.has(value.sku)
        ? { row, ok: true }
        : { row, ok: false, column: 'SKU', message: A.skuNotFound(value.sku) },
    );
  },
};
