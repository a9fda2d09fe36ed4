import { z } from 'zod';
import { idParam } from '../core/validation/wire-number';
import { ORDER_COMMENT_MAX_LENGTH, ZCartPid, ZRowVersion } from '../orders/order-requests';
import { requestItemTypeLabel } from '../orders/request-item-types';
import { STATUS, type StatusId } from '../orders/statuses';
import { ZPartsData, type Part } from '../sales/catalogue/parts';
import { isRequestable } from './transitions';

/** What the issue calls say: the toasts of 001 section 8 and the refusals (designed). */
export const ISSUE_MESSAGES = {
  packagingIssued: 'Packaging issued!',
  issued: 'Successfully Issued!',
  fulfilled: 'Updated Successfully!',
  chooseType: 'Choose what to issue',
  notIssuable: (label: string) => `Items cannot be issued for a cart in ${label}`,
  quantityRange: (max: number) => `Quantity should be between 1 and ${max}`,
  quantityRequired: 'Quantity is Required!',
  descriptionRequired: 'Required!',
  noParts: 'This item has no parts to issue',
  requestNotOfCart: 'This request is not of this cart',
  notFound: 'No such missing item',
  alreadyFulfilled: 'This missing item is already fulfilled',
  partCodeTooLong: 'The item has no such part',
} as const;
const M = ISSUE_MESSAGES;

/**
 * The request item types (001 section 3) a cart's items are issued as without a return:
 * packaging material, a missing item, an accessory, several parts, several packages.
 */
export const ISSUE_ITEM_TYPES = [4, 5, 8, 9, 11] as const;
export type IssueItemTypeId = (typeof ISSUE_ITEM_TYPES)[number];

/** The label of an issued item's type (Packaging Material, Issue Multiple Parts ...). */
export function issueItemTypeLabel(id: IssueItemTypeId): string {
  return requestItemTypeLabel(id) ?? 'Issued item';
}

/** The success toast of an issue: packaging has its own (001 section 8). */
export function issueMessage(type: IssueItemTypeId): string {
  return type === 4 ? M.packagingIssued : M.issued;
}

/** Accessories one item may be issued at most (designed: a chair's caps, a bed's bolt covers). */
export const ACCESSORIES_PER_ITEM = 10;

/** The facts of a cart an issue is checked against. */
export interface IssuedCart {
  item_quantity: number;
  /** Packages the cart ships in. */
  docket_quantity: number;
}

/**
 * How many may be issued of a type, for a cart (designed): packaging and packages up to the
 * packages the cart ships in, a missing item up to the items ordered, accessories up to
 * ACCESSORIES_PER_ITEM per item. Parts follow their own ranges (partQuantityRange).
 */
export function issueQuantityMax(type: Exclude<IssueItemTypeId, 9>, cart: IssuedCart): number {
  const packages = Math.max(1, cart.docket_quantity) * Math.max(1, cart.item_quantity);
  if (type === 4 || type === 11) return packages;
  if (type === 5) return Math.max(1, cart.item_quantity);
  return ACCESSORIES_PER_ITEM * Math.max(1, cart.item_quantity);
}

/** The quantity message of an issue, or null when it is in range. */
export function issueQuantityError(
  type: Exclude<IssueItemTypeId, 9>,
  quantity: number,
  cart: IssuedCart,
): string | null {
  const max = issueQuantityMax(type, cart);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= max
    ? null
    : M.quantityRange(max);
}

/**
 * The statuses of a cart items may be issued for: the product is with the customer (a delivered
 * cart, the relationship team's statuses), or an issue request is being worked (Requested,
 * Processing).
 */
export function isIssuable(status: StatusId): boolean {
  return isRequestable(status) || status === STATUS.REQUESTED || status === STATUS.PROCESSING;
}

/** The parts data of an issue of parts against the item's parts (ranges times the quantity). */
export function ZIssuedParts(parts: readonly Part[], itemQuantity: number) {
  return ZPartsData(parts, itemQuantity);
}

/** The longest description of an issued item (the missing item, the accessory). */
export const ISSUE_DESCRIPTION_MAX_LENGTH = 200;
/** The most parts one issue carries. */
export const ISSUE_PARTS_MAX = 50;

const ZDescription = z
  .string({ error: M.descriptionRequired })
  .trim()
  .min(1, M.descriptionRequired)
  .max(ISSUE_DESCRIPTION_MAX_LENGTH, `At most ${ISSUE_DESCRIPTION_MAX_LENGTH} characters`);

const ZQuantity = z
  .number({ error: M.quantityRequired })
  .int(M.quantityRequired)
  .min(1)
  .max(10_000);

/** What every issue carries: the cart at the version read, its open request if any, a comment. */
const base = {
  cart_pid: ZCartPid,
  version: ZRowVersion,
  /** The issue request being fulfilled, when the items answer one. */
  request_id: idParam('request_id must be a positive whole number').nullish(),
  comments: z.string().trim().max(ORDER_COMMENT_MAX_LENGTH).default(''),
};

/** One chosen part as the picker sends it (checked against the item's parts by the server). */
const ZPartEntry = z.object({
  part_code: z.string().trim().min(1, M.partCodeTooLong).max(64, M.partCodeTooLong),
  item_quantity: z.number({ error: M.quantityRequired }).int(M.quantityRequired),
});

/**
 * POST /api/returns/issue-items/ (designed; 001 names the action "issue"): one kind of item sent
 * for a cart without a return. Packaging (4) and packages (11) count packages, a missing item (5)
 * and an accessory (8) are described and counted, parts (9) come as parts_data.
 */
export const ZIssueItemsRequest = z.discriminatedUnion(
  'item_type_id',
  [
    z.object({ item_type_id: z.literal(4), ...base, quantity: ZQuantity }),
    z.object({
      item_type_id: z.literal(5),
      ...base,
      description: ZDescription,
      quantity: ZQuantity,
    }),
    z.object({
      item_type_id: z.literal(8),
      ...base,
      description: ZDescription,
      quantity: ZQuantity,
    }),
    z.object({
      item_type_id: z.literal(9),
      ...base,
      parts_data: z.array(ZPartEntry).min(1, 'Add at least one part').max(ISSUE_PARTS_MAX),
    }),
    z.object({ item_type_id: z.literal(11), ...base, quantity: ZQuantity }),
  ],
  { error: M.chooseType },
);
export type TIssueItemsRequest = z.infer<typeof ZIssueItemsRequest>;

/** POST /api/returns/issue-packaging/: packaging material (4) for a cart's packages. */
export const ZIssuePackagingRequest = z.object({ ...base, quantity: ZQuantity });
export type TIssuePackagingRequest = z.infer<typeof ZIssuePackagingRequest>;

/** :cart_pid of returns/cart-parts/ and returns/issued-items/. */
export const ZIssueCartParams = z.object({
  cart_pid: idParam('cart_pid must be a positive whole number'),
});
