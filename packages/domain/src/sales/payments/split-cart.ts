import { z } from 'zod';
import { ZCartPid, ZRowVersion } from '../../orders/order-requests';
import { orderStatus, STATUS, type StatusId } from '../../orders/statuses';

/** Carts not yet docketed may be split: later the parcel is already made up. */
export const SPLITTABLE_STATUSES = [
  STATUS.NEW_ORDER,
  STATUS.CONFIRMED,
  STATUS.CONFIRMED_WITH_CUSTOMIZATION,
  STATUS.INVOICED,
  STATUS.HOLD,
  STATUS.CALL_NOT_CONNECTED,
  STATUS.CALL_NOT_RECEIVED,
] as const satisfies readonly StatusId[];

export const SPLIT_CART_MESSAGES = {
  quantityRequired: 'Quantity is Required!',
  atLeastOne: 'Split at least 1 item',
  keepOne: 'Keep at least 1 item in the cart',
  singleItem: 'A cart of 1 item cannot be split',
  notSplittable: (status: StatusId) => `A cart in ${orderStatus(status).label} cannot be split`,
  unknownInvoice: (number: string) => `Invoice ${number} is not an invoice of this cart`,
  split: 'Cart split successfully',
} as const;
const M = SPLIT_CART_MESSAGES;

/**
 * Why a cart cannot be split at all, or null. An invoiced cart is locked against edits of its
 * line, but a split is how its items get their own invoices and parcels, so the lock does not bar it.
 */
export function splitCartRefusal(cart: {
  orm_order_status: StatusId;
  item_quantity: number;
}): string | null {
  if (!(SPLITTABLE_STATUSES as readonly StatusId[]).includes(cart.orm_order_status)) {
    return M.notSplittable(cart.orm_order_status);
  }
  if (cart.item_quantity < 2) return M.singleItem;
  return null;
}

/**
 * Why a quantity cannot move to a new cart, or null. The slider runs from 1 to the item
 * quantity (001 section 9); moving every item would leave an empty cart, so the top is refused.
 */
export function splitQuantityMessage(quantity: number, itemQuantity: number): string | null {
  if (quantity < 1) return M.atLeastOne;
  if (quantity >= itemQuantity) return M.keepOne;
  return null;
}

/**
 * POST /api/split-cart/ (001 section 7: affiliate_id, cart_pid, invoice_numbers, quantity):
 * `quantity` items move to a new cart of the same order, with the invoices named.
 */
export const ZSplitCartRequest = z.object({
  affiliate_id: z.number({ error: 'affiliate_id is Required!' }).int().min(0).max(99),
  cart_pid: ZCartPid,
  version: ZRowVersion,
  invoice_numbers: z.array(z.string().trim().min(1).max(40)).max(100).default([]),
  quantity: z
    .number({ error: M.quantityRequired })
    .int(M.quantityRequired)
    .min(1, M.atLeastOne)
    .max(10_000, M.keepOne),
});
export type TSplitCartRequest = z.input<typeof ZSplitCartRequest>;

/** Money of a cart line that is shared out when it is split, in paise. */
export interface SplitLine {
  item_quantity: number;
  discount: number;
  /** ODA charges included. */
  delivery_charges: number;
  /** The ODA part of `delivery_charges`. */
  oda_charges: number;
  docket_quantity: number;
}

/**
 * The two carts after `moved` items leave a cart: discount, delivery and ODA charges follow the
 * quantity (the new cart's share rounded down, so the paise add up to the original). Dockets
 * follow too, each cart keeping at least one package; a single package becomes one each.
 */
export function splitLine(line: SplitLine, moved: number): { kept: SplitLine; moved: SplitLine } {
  const money = (value: number) => splitAmount(value, moved, line.item_quantity);
  const discount = money(line.discount);
  const delivery = money(line.delivery_charges);
  const oda = money(line.oda_charges);
  const dockets = splitDockets(line.docket_quantity, moved, line.item_quantity);
  return {
    moved: {
      item_quantity: moved,
      discount: discount.moved,
      delivery_charges: delivery.moved,
      oda_charges: oda.moved,
      docket_quantity: dockets.moved,
    },
    kept: {
      item_quantity: line.item_quantity - moved,
      discount: discount.kept,
      delivery_charges: delivery.kept,
      oda_charges: oda.kept,
      docket_quantity: dockets.kept,
    },
  };
}

function splitDockets(dockets: number, moved: number, itemQuantity: number) {
  if (dockets <= 1) return { kept: dockets, moved: dockets };
  const share = Math.floor((dockets * moved) / itemQuantity);
  const movedDockets = Math.min(dockets - 1, Math.max(1, share));
  return { kept: dockets - movedDockets, moved: movedDockets };
}

/** A paise amount shared out with a split: the moved part rounded down. */
export function splitAmount(amount: number, moved: number, itemQuantity: number) {
  const movedPart = Math.floor((amount * moved) / itemQuantity);
  return { kept: amount - movedPart, moved: movedPart };
}
