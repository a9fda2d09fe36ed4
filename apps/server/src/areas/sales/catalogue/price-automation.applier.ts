import { catalogueSkus, priceChanges, type CatalogueSkuRow } from '@backoffice/db/schema';
import {
  AUTOMATION_MESSAGES as A,
  PRICE_AUTOMATION_SHEET,
  type PriceAutomationRow,
} from '@backoffice/domain/uploads';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppliedRow, SheetApplier } from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';
import { setSkuPrices } from './sku-prices';

/** The sheet's items, locked, by SKU. */
async function lockedSkus(scope: UseCaseScope, rows: readonly PriceAutomationRow[]) {
  const skus = [...new Set(rows.map((r) => r.sku))];
  const found = await scope.tx
    .select()
    .from(catalogueSkus)
    .where(inArray(catalogueSkus.sku, skus))
    .for('update');
  return new Map(found.map((s) => [s.sku, s]));
}

/** A price in force from now: the catalogue's prices, and the change kept when it has an end. */
async function applyNow(scope: UseCaseScope, sku: CatalogueSkuRow, row: PriceAutomationRow) {
  const previous = { price_paise: sku.price_paise, mrp_paise: sku.mrp_paise };
  await setSkuPrices(scope, sku, row, 'Price automation sheet');
  if (!row.ends_at) return;
  const [change] = await scope.tx
    .insert(priceChanges)
    .values({
      sku_id: sku.id,
      price_paise: row.price_paise,
      mrp_paise: row.mrp_paise,
      starts_at: scope.now,
      ends_at: row.ends_at,
      status: 'applied',
      previous_price_paise: previous.price_paise,
      previous_mrp_paise: previous.mrp_paise,
      applied_at: scope.now,
      requested_by_login_id: scope.caller.login_id,
    })
    .returning({ id: priceChanges.id });
  await scope.record.change({
    entity: 'price_change',
    id: change?.id ?? 0,
    changes: { ends_at: { before: null, after: row.ends_at.toISOString() } },
    reason: `Sale of ${sku.sku} ends, then its earlier price comes back`,
  });
}

/** A price from a later start: scheduled, replacing one of the same item from the same start. */
async function schedule(
  scope: UseCaseScope,
  sku: CatalogueSkuRow,
  row: PriceAutomationRow,
  startsAt: Date,
) {
  await scope.tx
    .delete(priceChanges)
    .where(
      and(
        eq(priceChanges.sku_id, sku.id),
        eq(priceChanges.starts_at, startsAt),
        eq(priceChanges.status, 'scheduled'),
      ),
    );
  const [change] = await scope.tx
    .insert(priceChanges)
    .values({
      sku_id: sku.id,
      price_paise: row.price_paise,
      mrp_paise: row.mrp_paise,
      starts_at: startsAt,
      ends_at: row.ends_at ?? null,
      status: 'scheduled',
      requested_by_login_id: scope.caller.login_id,
    })
    .returning({ id: priceChanges.id });
  await scope.record.change({
    entity: 'price_change',
    id: change?.id ?? 0,
    changes: {
      sku: { before: null, after: sku.sku },
      price_paise: { before: null, after: row.price_paise },
      mrp_paise: { before: null, after: row.mrp_paise },
      starts_at: { before: null, after: startsAt.toISOString() },
      ends_at: { before: null, after: row.ends_at?.toISOString() ?? null },
    },
    reason: 'Scheduled by the price automation sheet',
  });
}

/**
 * The price automation sheet (`price-automation`): a row without a start, or with one that has
 * come, sets the item's price and MRP now (and keeps the change when it ends later); a later
 * start schedules it for Automate Sale Changes. An unknown SKU or an end already past fails.
 */
export const priceAutomationApplier: SheetApplier<PriceAutomationRow> = {
  type: PRICE_AUTOMATION_SHEET,
  async applyBatch(_ctx, scope, rows) {
    const skus = await lockedSkus(
      scope,
      rows.map((r) => r.value),
    );
    const answers: AppliedRow[] = [];
    for (const { row, value } of rows) {
      const sku = skus.get(value.sku);
      const startsAt = value.starts_at ?? scope.now;
      if (!sku) {
        answers.push({ row, ok: false, column: 'SKU', message: A.skuNotFound(value.sku) });
      } else if (value.ends_at && value.ends_at <= scope.now) {
        answers.push({ row, ok: false, column: 'Sale Ends', message: A.saleEndsPassed });
      } else {
        if (startsAt <= scope.now) await applyNow(scope, sku, value);
        else await schedule(scope, sku, value, startsAt);
        answers.push({ row, ok: true });
      }
    }
    return answers;
  },
};
