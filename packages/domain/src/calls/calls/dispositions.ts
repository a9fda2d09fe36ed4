import { z } from 'zod';
import { ZCartPid } from '../../orders/order-requests';
import { ZAffiliateId } from './click-to-call';
import type { DispositionCategory, DispositionNode } from './contract';

/** The texts of the disposition form and its calls (001 sections 5 and 8). */
export const DISPOSITION_MESSAGES = {
  categoryRequired: 'Category is Required!',
  subCategoryRequired: 'Sub Category is Required!',
  thirdCategoryRequired: 'Third Category is Required!',
  invalidPath: 'Select a valid disposition',
  dispositionMismatch: 'disposition_id must be the chosen third category',
  productsRequired: 'Please select atleast 1 product',
  productsOfOrder: 'Select products of this order',
  breakReasonRequired: 'Break Reason is Required!',
  invalidBreakReason: 'Select a valid break reason',
  cartRequiresChannel: 'clicked_affiliate_id is Required with clicked_cart_id',
  commentsTooLong: `Comments must be at most 500 characters`,
  loadError: 'Something went wrong, Unable to load Dispositions!',
  breakReasonsLoadError: 'Error while loading Break reasons!',
  saved: 'Disposition saved',
  savedAndPaused: 'Disposition saved. Going on Break!',
} as const;
const M = DISPOSITION_MESSAGES;

/** The source every disposition of this console carries (001 section 7). */
export const DISPOSITION_SOURCE = 'CRM';
export const DISPOSITION_COMMENTS_MAX_LENGTH = 500;

/** A node of the tree as stored: its parent and level (1 category, 2 sub, 3 third). */
export interface DispositionNodeRow extends DispositionNode {
  parent_id: number | null;
  level: number;
}

/** The tree of the stored nodes, kept in the order given (display order). */
export function dispositionTreeOf(rows: readonly DispositionNodeRow[]): DispositionCategory[] {
  const childrenOf = (id: number) => rows.filter((r) => r.parent_id === id);
  return rows
    .filter((r) => r.level === 1)
    .map((c) => ({
      id: c.id,
      name: c.name,
      sub_categories: childrenOf(c.id).map((s) => ({
        id: s.id,
        name: s.name,
        third_categories: childrenOf(s.id).map((t) => ({ id: t.id, name: t.name })),
      })),
    }));
}

/** The names along a chosen path, or null when the three ids are not a path of the tree. */
export function dispositionPath(
  tree: readonly DispositionCategory[],
  ids: { category: number; sub_category: number; third_category: number },
): { category: string; sub_category: string; third_category: string } | null {
  const category = tree.find((c) => c.id === ids.category);
  const sub = category?.sub_categories.find((s) => s.id === ids.sub_category);
  const third = sub?.third_categories.find((t) => t.id === ids.third_category);
  if (!category || !sub || !third) return null;
  return { category: category.name, sub_category: sub.name, third_category: third.name };
}

/** What the disposition rules read: the choices made and the order's records. */
export interface DispositionFacts {
  category: number | null;
  sub_category: number | null;
  third_category: number | null;
  /** The products (carts) ticked. */
  cart_ids: readonly number[];
  /** The carts of the order the call was about; empty for a call without an order. */
  order_cart_ids: readonly number[];
  /** Whether the agent pauses (goes on Break) after the call. */
  pause: boolean;
  break_reason: number | null;
}

export type DispositionField =
  'category' | 'sub_category' | 'third_category' | 'cart_ids' | 'break_reason';

/**
 * The disposition rules (001 section 5): category, sub category and third category required;
 * at least one product when the order has records, and only the order's; a break reason when
 * pausing after the call; comments optional. Answers the message of each field in error.
 */
export function dispositionErrors(f: DispositionFacts): Partial<Record<DispositionField, string>> {
  const errors: Partial<Record<DispositionField, string>> = {};
  if (f.category === null) errors.category = M.categoryRequired;
  if (f.sub_category === null) errors.sub_category = M.subCategoryRequired;
  if (f.third_category === null) errors.third_category = M.thirdCategoryRequired;
  if (f.order_cart_ids.length > 0 && f.cart_ids.length === 0) {
    errors.cart_ids = M.productsRequired;
  } else if (f.cart_ids.some((id) => !f.order_cart_ids.includes(id))) {
    errors.cart_ids = M.productsOfOrder;
  }
  if (f.pause && f.break_reason === null) errors.break_reason = M.breakReasonRequired;
  return errors;
}

const nodeId = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

/**
 * POST /api/crm-dispositions/ (001 section 7). The three levels are the ids of the chosen
 * nodes; `disposition_id` (optional) is the chosen leaf, the third category, as the tree
 * answers it. `call_details` names the call (the provider's call id) when there was one;
 * `clicked_affiliate_id` and `clicked_cart_id` the order's channel and the cart the call was
 * made from; `break_reason`, when given, pauses the agent after the call (Break). The caller's
 * role and login id are the session's.
 */
export const ZCrmDispositionRequest = z
  .object({
    category: nodeId(M.categoryRequired),
    sub_category: nodeId(M.subCategoryRequired),
    third_category: nodeId(M.thirdCategoryRequired),
    disposition_id: nodeId(M.dispositionMismatch).optional(),
    cart_ids: z.array(ZCartPid).max(100).default([]),
    comments: z
      .string()
      .trim()
      .max(DISPOSITION_COMMENTS_MAX_LENGTH, M.commentsTooLong)
      .nullish()
      .transform((v) => (v ? v : null)),
    call_details: z
      .object({ call_id: z.string().trim().min(1).max(100) })
      .nullish()
      .transform((v) => v ?? null),
    clicked_affiliate_id: ZAffiliateId.nullish().transform((v) => v ?? null),
    clicked_cart_id: ZCartPid.nullish().transform((v) => v ?? null),
    break_reason: nodeId(M.invalidBreakReason)
      .nullish()
      .transform((v) => v ?? null),
    source: z.literal(DISPOSITION_SOURCE).default(DISPOSITION_SOURCE),
  })
  .refine((v) => v.disposition_id === undefined || v.disposition_id === v.third_category, {
    path: ['disposition_id'],
    message: M.dispositionMismatch,
  })
  .refine((v) => v.clicked_cart_id === null || v.clicked_affiliate_id !== null, {
    path: ['clicked_affiliate_id'],
    message: M.cartRequiresChannel,
  });
export type TCrmDispositionRequest = z.input<typeof ZCrmDispositionRequest>;
export type TCrmDisposition = z.output<typeof ZCrmDispositionRequest>;

/** The disposition form's values: Select values are strings until sent. */
export interface DispositionFormValues {
  category: string | null;
  sub_category: string | null;
  third_category: string | null;
  cart_ids: string[];
  comments: string;
  pause: boolean;
  break_reason: string | null;
}

const idOrNull = (value: string | null) => (value ? Number(value) : null);

/** The form's values as the rules read them, for an order with these carts. */
export function dispositionFactsOf(
  values: DispositionFormValues,
  orderCartIds: readonly number[],
): DispositionFacts {
  return {
    category: idOrNull(values.category),
    sub_category: idOrNull(values.sub_category),
    third_category: idOrNull(values.third_category),
    cart_ids: values.cart_ids.map(Number),
    order_cart_ids: orderCartIds,
    pause: values.pause,
    break_reason: values.pause ? idOrNull(values.break_reason) : null,
  };
}
