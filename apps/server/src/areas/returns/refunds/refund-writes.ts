import {
  refundEvents,
  refunds,
  type CartRow,
  type OrderRow,
  type RefundRow,
} from '@backoffice/db/schema';
import {
  refundCategoryBySlug,
  type RefundCategorySlug,
  type RefundPlatformKind,
} from '@backoffice/domain/refunds';
import { paiseToRupees } from '@backoffice/domain/core/money';
import type { UseCaseScope } from '../../../core/use-case';

/** Refund Initiated (001 section 3): every refund starts there. */
const REFUND_INITIATED = 1;

/** The platform of a cart's refund: the retailer's own channel (0) or an affiliate. */
export const refundPlatformOf = (cart: CartRow): RefundPlatformKind =>
  cart.affiliate_id === 0 ? 'product' : 'affiliate';

/**
 * Raises a refund of a cart in a category, Refund Initiated, for the refunds screens to list and
 * work; audited, with a sentence in the refund's and the order's history. A category with the {product} platform
 * only (sale benefit, for one) lists an affiliate cart's refund there. A source key makes the
 * refund one of a kind (the unique index refuses a second).
 */
export async function raiseRefund(
  { tx, record, now, caller }: UseCaseScope,
  order: OrderRow,
  cart: CartRow,
  refund: {
    category: RefundCategorySlug;
    amount_paise: number;
    comments: string | null;
    source_key?: string;
  },
): Promise<RefundRow> {
  const category = refundCategoryBySlug(refund.category);
  if (!category) throw new Error(`raiseRefund: no category ${refund.category}`);
  const [row] = await tx
    .insert(refunds)
    .values({
      order_id: order.id,
      cart_id: cart.id,
      category_id: category.id,
      platform: category.platforms.some((p) => p === refundPlatformOf(cart))
        ? refundPlatformOf(cart)
        : 'product',
      status: REFUND_INITIATED,
      amount_paise: refund.amount_paise,
      comments: refund.comments,
      raised_by_login_id: caller.login_id,
      source_key: refund.source_key ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning();
  if (!row) throw new Error('raiseRefund: the refund insert returned no row');
  const text = `Refund of ₹${paiseToRupees(row.amount_paise)} initiated (${category.label})${refund.comments ? `: ${refund.comments}` : ''}`;
  await tx.insert(refundEvents).values({
    refund_id: row.id,
    kind: 'raised',
    from_status: null,
    to_status: row.status,
    sentence: `Refund of ₹${paiseToRupees(row.amount_paise)} initiated (${category.label})`,
    comments: refund.comments,
    by_login_id: caller.login_id,
    created_at: now,
  });
  await record.change({
    entity: 'refund',
    id: row.id,
    changes: {
      category_id: { before: null, after: row.category_id },
      status: { before: null, after: row.status },
      amount_paise: { before: null, after: row.amount_paise },
    },
    reason: text,
    comment: { order_id: order.id, cart_id: cart.id, order_status: cart.orm_order_status, text },
  });
  return row;
}
