import { z } from 'zod';
import { isLoginRole, type Principal } from '../../access/roles';
import { CATALOGUE_MESSAGES as M, QUANTITY_LIST_MAX, STOCK_QUANTITY_CAP } from './constants';

/**
 * The most of an item one line may order (001 section 9): the stock when the check knows it,
 * else the configured maximum, never above 10000 and never below 0.
 */
export function maxOrderQuantity(stock: number | null, configuredMax?: number): number {
  const limit = stock ?? configuredMax ?? STOCK_QUANTITY_CAP;
  return Math.max(0, Math.min(Math.floor(limit), STOCK_QUANTITY_CAP));
}

/** The range a line's quantity must stay in. */
export interface QuantityRange {
  min: number;
  max: number;
}

/**
 * The quantities the picker lists to choose from: min up to the available maximum, the list
 * itself no longer than the add-product popup's 100. Empty when nothing can be ordered.
 */
export function quantityOptions({ min, max }: QuantityRange): number[] {
  const last = Math.min(max, min + QUANTITY_LIST_MAX - 1);
  return last < min ? [] : Array.from({ length: last - min + 1 }, (_, i) => min + i);
}

/** Quick Commerce Manager and Agent type the quantity instead of choosing it (001 section 6). */
export function typesQuantity(p: Pick<Principal, 'login_role'>): boolean {
  return isLoginRole(p, 'Quick Commerce Manager', 'Quick Commerce Agent');
}

/**
 * The message of a quantity against its range (001 section 5), or null when it is good:
 * a whole number, at least the minimum and at most the available maximum.
 */
export function quantityError(quantity: number, { min, max }: QuantityRange): string | null {
  if (!Number.isInteger(quantity)) return M.quantityNotNumber;
  if (quantity < min) return M.quantityMin(min);
  if (quantity > max) return M.quantityMax(max);
  return null;
}

/**
 * A typed quantity (quick-commerce roles) read from the box's text: digits only, then the
 * range rule. The picker and the server give the same messages.
 */
export function ZTypedQuantity(range: QuantityRange) {
  return z
    .union([z.string(), z.number()], { error: M.quantityNotNumber })
    .transform((value, ctx) => {
      const text = String(value).trim();
      const quantity = /^\d+$/.test(text) ? Number(text) : Number.NaN;
      const message = Number.isNaN(quantity) ? M.quantityNotNumber : quantityError(quantity, range);
      if (message === null) return quantity;
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    });
}
export type TTypedQuantity = z.output<ReturnType<typeof ZTypedQuantity>>;
