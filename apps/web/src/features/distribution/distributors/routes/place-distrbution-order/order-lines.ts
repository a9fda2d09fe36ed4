import { fromWireRupees } from '@backoffice/domain/core/money';
import {
  checkCreditForOrder,
  DISTRIBUTION_ORDER_MESSAGES,
  MAX_DISTRIBUTION_LINES,
  type DistributionPriceRow,
} from '@backoffice/domain/distribution';

/** A line of the order being built: the picked item at its distributor price. */
export interface DistributionLine {
  item_sku: string;
  item_quantity: number;
  price: DistributionPriceRow;
}

/** A line's amount in paise: the distributor price (else the catalogue's) times the quantity. */
export const linePaise = (line: DistributionLine): number =>
  fromWireRupees(line.price.price) * line.item_quantity;

/** The order's total in paise: distributor orders carry no delivery charges (a landed price). */
export const orderTotalPaise = (lines: readonly DistributionLine[]): number =>
  lines.reduce((sum, line) => sum + linePaise(line), 0);

/** The lines with one more, or the reason it cannot be added (the domain's messages). */
export function addLine(
  lines: readonly DistributionLine[],
  line: DistributionLine,
): { lines: DistributionLine[] } | { error: string } {
  if (lines.some((l) => l.item_sku === line.item_sku)) {
    return { error: DISTRIBUTION_ORDER_MESSAGES.lineRepeated };
  }
  if (lines.length >= MAX_DISTRIBUTION_LINES) {
    return { error: DISTRIBUTION_ORDER_MESSAGES.tooManyLines };
  }
  return { lines: [...lines, line] };
}

/**
 * Whether the order may be paid by credit: what the dealer can still spend (rupees, from the
 * server) against the total. The server checks again in the placing's transaction.
 */
export function creditCovers(availableCreditRupees: number, totalPaise: number): boolean {
  if (totalPaise <= 0) return true;
  // The available amount already holds the limit: check it as a balance with no limit.
  return checkCreditForOrder(fromWireRupees(availableCreditRupees), 0, totalPaise).ok;
}
