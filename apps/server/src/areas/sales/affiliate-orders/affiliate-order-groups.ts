import {
  AFFILIATE_ORDER_HEADER as H,
  AFFILIATE_ORDER_LEVEL_KEYS,
  AFFILIATE_ORDER_MESSAGES as M,
  type AffiliateOrderSheetRow,
} from '@backoffice/domain/uploads';
import type { AppliedRow, ValidRow } from '../../../core/sheets/index';

type Row = ValidRow<AffiliateOrderSheetRow>;
type Failure = Extract<AppliedRow, { ok: false }>;

/** The rows of one partner order, in sheet order. */
export interface AffiliateOrderGroup {
  affiliate_id: number;
  affiliate_order_id: string;
  rows: Row[];
}

/** The partner order a row belongs to: its Affiliate ID and Affiliate Order ID. */
export const affiliateOrderKey = (v: AffiliateOrderSheetRow) =>
  `${v.affiliate_id}\u0000${v.affiliate_order_id}`;

/**
 * The batch's rows by partner order (Affiliate ID and Affiliate Order ID), in sheet order. An
 * order whose rows are not one after the other is refused whole, as the sheet reads two ways.
 */
export function groupByOrder(rows: readonly Row[]): {
  groups: AffiliateOrderGroup[];
  refused: Failure[];
} {
  const byKey = new Map<string, AffiliateOrderGroup>();
  const apart = new Set<string>();
  let previous: string | null = null;
  for (const row of rows) {
    const key = affiliateOrderKey(row.value);
    const group = byKey.get(key);
    if (group) {
      if (previous !== key) apart.add(key);
      group.rows.push(row);
    } else {
      const { affiliate_id, affiliate_order_id } = row.value;
      byKey.set(key, { affiliate_id, affiliate_order_id, rows: [row] });
    }
    previous = key;
  }
  const groups = [...byKey.entries()].filter(([key]) => !apart.has(key)).map(([, g]) => g);
  const refused = [...apart].flatMap((key) => {
    const group = byKey.get(key);
    if (!group) return [];
    const message = M.rowsApart(group.affiliate_order_id);
    return group.rows.map((r): Failure => ({
      row: r.row,
      ok: false,
      column: H.affiliate_order_id,
      message,
    }));
  });
  return { groups, refused };
}

/** Each row of an order whose order columns (customer, address, date) differ from its first row's. */
export function orderLevelDifferences(group: AffiliateOrderGroup): Failure[] {
  const [first, ...rest] = group.rows;
  if (!first) return [];
  return rest.flatMap((r) => {
    const key = AFFILIATE_ORDER_LEVEL_KEYS.find((k) => r.value[k] !== first.value[k]);
    return key
      ? [{ row: r.row, ok: false as const, column: H[key], message: M.differsInOrder(H[key]) }]
      : [];
  });
}

/**
 * The answer for every row of an order with failures: each failed row its own error, the
 * others "another row of this order failed", as the order is written whole or not at all.
 */
export function refuseOrder(group: AffiliateOrderGroup, failures: readonly Failure[]): Failure[] {
  const firstFailed = failures[0]?.row ?? 0;
  return group.rows.map(
    (r) =>
      failures.find((f) => f.row === r.row) ?? {
        row: r.row,
        ok: false,
        column: '',
        message: M.failedWithOrder(firstFailed),
      },
  );
}
