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
import { eq, inArray } from 'drizzle-orm';
import type { ApplyingUpload, AppliedRow, SheetApplier } from '../../../core/sheets/index';
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

/**
 * The upload's approval request (request_id): the one an earlier batch of the upload made, or a
 * new one in the caller's name.
 */
async function requestOf(scope: UseCaseScope, upload: ApplyingUpload): Promise<number> {
  const [made] = await scope.tx
    .select({ id: productHierarchyRequests.id })
    .from(productHierarchyRequests)
    .where(eq(productHierarchyRequests.sheet_upload_id, upload.id));
  if (made) return made.id;
  const [request] = await scope.tx
    .insert(productHierarchyRequests)
    .values({
      requested_by_login_id: scope.caller.login_id,
      requested_by_name: scope.caller.name,
      requested_at: scope.now,
      sheet_upload_id: upload.id,
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
 * /product-hierarchy-approval. Every batch of one upload adds to the upload's request (the
 * batches of an all-or-nothing upload run in one transaction). An unknown SKU fails its row.
 */
export const productConfigurationApplier: SheetApplier<ProductConfigurationRow> = {
  type: PRODUCT_CONFIGURATION_SHEET,
  async applyBatch(_ctx, scope, rows, upload) {
    const skuIds = await skuIdsOf(
      scope,
      rows.map((r) => r.value),
    );
    const known = rows.filter((r) => skuIds.has(r.value.sku));
    if (known.length > 0) {
      const requestId = await requestOf(scope, upload);
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
