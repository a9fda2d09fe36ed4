import { z } from 'zod';
import { ZRupeesToPaise } from '../core/validation/amount';
import { idParam, MAX_ROW_ID, wireNumber } from '../core/validation/wire-number';
import { STATUS, type StatusId } from '../orders/statuses';
import { DIMENSIONS_TEXT_MAX_LENGTH } from '../sales/catalogue/constants';
import { ZItemSku } from '../sales/catalogue/schemas';
import { DYNAMIC_FORM_MESSAGES as F } from './messages';
import { REQUEST_COMMENTS_MAX } from './request-form';

/** What the replacement calls say: the toasts of 001 section 8 and the refusals (designed). */
export const REPLACEMENT_MESSAGES = {
  created: 'Replacement Created!',
  modified: 'Replacement Modified!',
  notAReplacement: 'Only a replacement request ships a replacement',
  notReplaceable: (label: string) => `A replacement cannot be created for a request in ${label}`,
  alreadyCreated: 'A replacement is already created for this request: modify it instead',
  notFound: 'No such replacement',
  shipped: 'The replacement has left the warehouse and can no longer be modified',
  quantityRange: (max: number) => `Quantity should be between 1 and ${max}`,
  skuNotFound: 'Item SKU not found',
  giveId: 'Give a valid id',
  giveVersion: 'Give the version you saw',
} as const;
const M = REPLACEMENT_MESSAGES;

/**
 * The statuses of a replacement request in which its replacement may be created: once approved
 * (Processing) and while the old product is on its way back or scanned in. The new item may ship
 * before the old one is collected (designed, docs/returns.md "Replacements").
 */
export const REPLACEABLE_STATUSES = [
  STATUS.PROCESSING,
  STATUS.SCHEDULE_RETURN_PICKUP,
  STATUS.RETURN_PICKUP_CREATED,
  STATUS.RETURN_PICKUP_DOCKETED,
  STATUS.RETURN_DOCKET_PICKUP,
  STATUS.RETURN_REACHED_TO_WAREHOUSE,
  STATUS.INWARD_SCANNED,
] as const satisfies readonly StatusId[];

/** Whether a replacement request in `status` may get its replacement. */
export function isReplaceable(status: number): boolean {
  return (REPLACEABLE_STATUSES as readonly number[]).includes(status);
}

/**
 * The status a replacement's new cart starts in: Confirmed, so the warehouse invoices and ships
 * it like any confirmed cart; the customer was already called when the request was approved.
 */
export const REPLACEMENT_CART_STATUS = STATUS.CONFIRMED;

/**
 * The statuses of the replacement's cart in which the replacement may still be modified: before
 * it is invoiced (after that the item is packed under its invoice).
 */
export const MODIFIABLE_REPLACEMENT_CART_STATUSES = [
  STATUS.NEW_ORDER,
  STATUS.CONFIRMED,
  STATUS.CONFIRMED_WITH_CUSTOMIZATION,
  STATUS.HOLD,
] as const satisfies readonly StatusId[];

/** Whether a replacement whose cart is in `status` may still be modified. */
export function isModifiableReplacement(cartStatus: number): boolean {
  return (MODIFIABLE_REPLACEMENT_CART_STATUSES as readonly number[]).includes(cartStatus);
}

/** A replacement ships at most as many items as the returned cart holds. */
export function replacementQuantityError(quantity: number, cartQuantity: number): string | null {
  return quantity >= 1 && quantity <= cartQuantity ? null : M.quantityRange(cartQuantity);
}

const ZId = idParam(M.giveId);
const ZVersion = wireNumber(
  z.number({ error: M.giveVersion }).int(M.giveVersion).min(1, M.giveVersion).max(MAX_ROW_ID),
);

/** The item, quantity, dealer price and comments both replacement calls carry. */
const replacementLine = {
  item_sku: ZItemSku,
  /** The picker's size text; the stored size is the SKU's own (one SKU is one size). */
  item_dimensions: z.string().trim().max(DIMENSIONS_TEXT_MAX_LENGTH).default(''),
  quantity: wireNumber(
    z.number({ error: F.required }).int(F.required).min(1, M.quantityRange(1)).max(10_000),
  ),
  /**
   * The dealer's price to the customer (001 "dealer_cx_price"): rupees with at most 2 decimals
   * as the form adds it, paise inside. Left out on create: none; left out on modify: kept.
   */
  dealer_cx_price: ZRupeesToPaise.optional(),
  comments: z
    .string()
    .trim()
    .max(REQUEST_COMMENTS_MAX, F.maxLength('Comments', REQUEST_COMMENTS_MAX))
    .default(''),
};

/** POST /replacements/create/: the replacement request at the version read, and the item. */
export const ZCreateReplacement = z
  .object({ request_id: ZId, version: ZVersion, ...replacementLine })
  .strict();
export type CreateReplacement = z.infer<typeof ZCreateReplacement>;

/** PUT edit-replacement/: the replacement at the version read, and its new item. */
export const ZEditReplacement = z
  .object({ replacement_id: ZId, version: ZVersion, ...replacementLine })
  .strict();
export type EditReplacement = z.infer<typeof ZEditReplacement>;
