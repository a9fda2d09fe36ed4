import {
  catalogueSkus,
  idempotencyKeys,
  priceChanges,
  type PriceChangeRow,
} from '@backoffice/db/schema';
import { saleChangesMessage, type AutomateSaleChangesAnswer } from '@backoffice/domain/uploads';
import { and, asc, eq, lte, or } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type Caller, type UseCaseScope } from '../../../core/use-case';
import { setSkuPrices } from './sku-prices';

async function lockedSkuOf(scope: UseCaseScope, change: PriceChangeRow) {
  const [sku] = await scope.tx
    .select()
    .from(catalogueSkus)
    .where(eq(catalogueSkus.id, change.sku_id))
    .for('update');
  if (!sku) throw new Error(`Price change ${change.id} names no catalogue item`);
  return sku;
}

/** The scheduled changes whose start has come, in start order: each sets its item's prices. */
async function applyDue(scope: UseCaseScope): Promise<number> {
  const due = await scope.tx
    .select()
    .from(priceChanges)
    .where(and(eq(priceChanges.status, 'scheduled'), lte(priceChanges.starts_at, scope.now)))
    .orderBy(asc(priceChanges.starts_at), asc(priceChanges.id))
    .for('update');
  for (const change of due) {
    const sku = await lockedSkuOf(scope, change);
    await setSkuPrices(scope, sku, change, 'Scheduled sale change started');
    await scope.tx
      .update(priceChanges)
      .set({
        status: 'applied',
        previous_price_paise: sku.price_paise,
        previous_mrp_paise: sku.mrp_paise,
        applied_at: scope.now,
        updated_at: scope.now,
      })
      .where(eq(priceChanges.id, change.id));
    await scope.record.change({
      entity: 'price_change',
      id: change.id,
      changes: { status: { before: 'scheduled', after: 'applied' } },
      reason: 'Automate sale changes',
    });
  }
  return due.length;
}

/**
 * The applied changes whose end has passed: each item gets back the prices the change replaced,
 * unless a later change has set other prices since (those stay; the change is closed anyway).
 */
async function revertEnded(scope: UseCaseScope): Promise<number> {
  const ended = await scope.tx
    .select()
    .from(priceChanges)
    .where(and(eq(priceChanges.status, 'applied'), lte(priceChanges.ends_at, scope.now)))
    .orderBy(asc(priceChanges.ends_at), asc(priceChanges.id))
    .for('update');
  for (const change of ended) {
    const sku = await lockedSkuOf(scope, change);
    const stillInForce =
      sku.price_paise === change.price_paise && sku.mrp_paise === change.mrp_paise;
    if (
      stillInForce &&
      change.previous_price_paise !== null &&
      change.previous_mrp_paise !== null
    ) {
      const previous = {
        price_paise: change.previous_price_paise,
        mrp_paise: change.previous_mrp_paise,
      };
      await setSkuPrices(scope, sku, previous, 'Sale ended: the earlier price is back');
    }
    await scope.tx
      .update(priceChanges)
      .set({ status: 'reverted', reverted_at: scope.now, updated_at: scope.now })
      .where(eq(priceChanges.id, change.id));
    await scope.record.change({
      entity: 'price_change',
      id: change.id,
      changes: { status: { before: 'applied', after: 'reverted' } },
      reason: 'Automate sale changes',
    });
  }
  return ended.length;
}

/** Whether anything has come due: a scheduled start or an applied end now past. */
async function anythingDue(scope: UseCaseScope): Promise<boolean> {
  const [due] = await scope.tx
    .select({ id: priceChanges.id })
    .from(priceChanges)
    .where(
      or(
        and(eq(priceChanges.status, 'scheduled'), lte(priceChanges.starts_at, scope.now)),
        and(eq(priceChanges.status, 'applied'), lte(priceChanges.ends_at, scope.now)),
      ),
    )
    .limit(1);
  return due !== undefined;
}

/** Whether this Idempotency-Key answered before (its first answer is then replayed). */
async function keyUsed(scope: UseCaseScope, request: IdempotentRequest | null): Promise<boolean> {
  if (!request) return false;
  const [used] = await scope.tx
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.login_id, request.loginId),
        eq(idempotencyKeys.key, request.key),
        eq(idempotencyKeys.route, request.route),
      ),
    );
  return used !== undefined;
}

const NOTHING_DUE: AutomateSaleChangesAnswer = {
  message: saleChangesMessage(0, 0),
  applied: 0,
  reverted: 0,
};

/**
 * Automate sale changes (POST /api/automate-sale-changes/, and a job the queue may run with the
 * system as caller): applies the scheduled price changes whose start has come and restores the
 * prices of those whose end has passed, in one transaction, answering the counts in a sentence.
 */
export function automateSaleChanges(
  ctx: AppContext,
  caller: Caller,
  request: IdempotentRequest | null = null,
): Promise<AutomateSaleChangesAnswer> {
  return runUseCase(ctx, caller, async (scope) => {
    // Nothing due writes nothing, not even the key: running it again is the same as a replay.
    if (!(await anythingDue(scope)) && !(await keyUsed(scope, request))) return NOTHING_DUE;
    return onceOnly(scope.tx, request, async () => {
      const applied = await applyDue(scope);
      const reverted = await revertEnded(scope);
      return { message: saleChangesMessage(applied, reverted), applied, reverted };
    });
  });
}
