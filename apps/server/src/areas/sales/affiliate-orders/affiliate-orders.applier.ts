import { orders, type PincodeRow } from '@backoffice/db/schema';
import {
  AFFILIATE_ORDER_HEADER as H,
  AFFILIATE_ORDER_MESSAGES as M,
  AFFILIATE_ORDER_SHEET,
  type AffiliateOrderSheetRow,
} from '@backoffice/domain/uploads';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { AppliedRow, SheetApplier } from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';
import { findPincode } from '../../lookups/index';
import { catalogueLine, type CatalogueLine } from '../place-order/order-lines';
import {
  affiliateOrderKey,
  groupByOrder,
  orderLevelDifferences,
  refuseOrder,
  type AffiliateOrderGroup,
} from './affiliate-order-groups';
import { writeAffiliateOrder } from './affiliate-order-writes';

type Failure = Extract<AppliedRow, { ok: false }>;

/**
 * The marketplace order sheet (/import-orders): the rows of each partner order become one order,
 * one cart per row, written whole or refused whole; the other orders of the batch go on. The
 * rows are grouped by partner order, so an order's rows always arrive together, in one batch.
 */
export const affiliateOrdersApplier: SheetApplier<AffiliateOrderSheetRow> = {
  type: AFFILIATE_ORDER_SHEET,
  groupOf: affiliateOrderKey,
  async applyBatch(ctx, scope, rows) {
    const { groups, refused } = groupByOrder(rows);
    const answers = new Map<number, AppliedRow>(refused.map((r) => [r.row, r]));
    for (const group of groups) {
      for (const answer of await importOrder(ctx, scope, group)) answers.set(answer.row, answer);
    }
    return rows.map(({ row }) => answers.get(row) ?? { row, ok: true });
  },
};

/** One partner order: checked against the data, then written, or every row refused. */
async function importOrder(
  ctx: AppContext,
  scope: UseCaseScope,
  group: AffiliateOrderGroup,
): Promise<AppliedRow[]> {
  const differences = orderLevelDifferences(group);
  if (differences.length) return refuseOrder(group, differences);
  const checked = await checkOrder(scope, group);
  if (!checked.place) return refuseOrder(group, checked.failures);
  await writeAffiliateOrder(ctx, scope, { group, place: checked.place, lines: checked.lines });
  return group.rows.map(({ row }) => ({ row, ok: true as const }));
}

/** What the data says of an order: its failures, or the place of its pincode and each row's item. */
async function checkOrder(
  scope: UseCaseScope,
  group: AffiliateOrderGroup,
): Promise<
  { failures: Failure[]; place?: undefined } | { place: PincodeRow; lines: CatalogueLine[] }
> {
  const { tx } = scope;
  const first = group.rows[0];
  if (!first) throw new Error('affiliate-orders: an order with no rows');
  const [imported] = await tx
    .select({ order_random_id: orders.order_random_id })
    .from(orders)
    .where(
      and(
        eq(orders.affiliate_id, group.affiliate_id),
        eq(orders.affiliate_order_id, group.affiliate_order_id),
      ),
    );
  if (imported) {
    const message = M.alreadyImported(group.affiliate_order_id, imported.order_random_id);
    return { failures: [fail(first.row, H.affiliate_order_id, message)] };
  }
  const failures: Failure[] = [];
  const place = await findPincode(tx, first.value.pincode);
  if (!place) failures.push(fail(first.row, H.pincode, M.pincodeNotFound));
  else if (!place.serviceable) failures.push(fail(first.row, H.pincode, M.notServiceable));
  else {
    for (const column of ['city', 'state'] as const) {
      const typed = first.value[column];
      if (typed !== null && typed.toLowerCase() !== place[column].toLowerCase()) {
        failures.push(fail(first.row, H[column], M.placeMismatch(H[column], place[column])));
      }
    }
  }
  const lines: CatalogueLine[] = [];
  for (const { row, value } of group.rows) {
    const line = await catalogueLine(tx, { item_sku: value.sku, item_quantity: value.quantity });
    if (line) lines.push(line);
    else failures.push(fail(row, H.sku, M.skuNotFound));
  }
  if (failures.length || !place) return { failures };
  return { place, lines };
}

const fail = (row: number, column: string, message: string): Failure => ({
  row,
  ok: false,
  column,
  message,
});
