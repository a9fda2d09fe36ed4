import { refunds, type CartRow, type OrderRow } from '@backoffice/db/schema';
import type { RefundCategorySlug } from '@backoffice/domain/refunds';
import { eq } from 'drizzle-orm';
import type { UseCaseScope } from '../../../core/use-case';
import type { CancelledCart } from '../../orders/index';
import { raiseRefund, refundableOf } from '../../returns/index';
import type { CartChangeRefund } from '../../sales/index';
import { givenBackElsewhere } from './given-back-elsewhere';

/**
 * Raises, once per source key, a refund of what the customer paid and gets back, capped by what
 * may still be refunded on the cart (domain refundablePaise); nothing paid is no refund.
 */
async function raiseOnce(
  scope: UseCaseScope,
  order: OrderRow,
  cart: CartRow,
  refund: {
    category: RefundCategorySlug;
    source_key: string;
    most_paise: number;
    comments: string;
    /** Money of the order another area gives back itself (givenBackElsewhere). */
    given_back_elsewhere_paise?: number;
  },
): Promise<void> {
  const [raised] = await scope.tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.source_key, refund.source_key));
  if (raised) return;
  const refundable = await refundableOf(
    scope.tx,
    order,
    cart,
    refund.given_back_elsewhere_paise ?? 0,
  );
  const amount = Math.min(refund.most_paise, refundable);
  if (amount <= 0) return;
  await raiseRefund(scope, order, cart, {
    category: refund.category,
    amount_paise: amount,
    comments: refund.comments,
    source_key: refund.source_key,
  });
}

/**
 * A cancelled cart's refund (cancelled-orders, category 3): what was paid for it less its
 * refunds so far and less what another area gives back itself (a till sale's wallet credit and
 * cash), in the cancellation's transaction, once per cart.
 */
export async function refundCancelledCart(
  scope: UseCaseScope,
  cancelled: CancelledCart,
): Promise<void> {
  const { order, cart, comment } = cancelled;
  await raiseOnce(scope, order, cart, {
    category: 'cancelled-orders',
    source_key: `cancelled-cart:${cart.id}`,
    most_paise: Number.MAX_SAFE_INTEGER,
    comments: `Cart cancelled: ${comment}`,
    given_back_elsewhere_paise: await givenBackElsewhere(scope, cancelled),
  });
}

/**
 * A cart change's refund (customization-orders, category 4): the balance the cart edit owes the
 * customer, in the cart change's transaction, once per modification.
 */
export function refundCartChange(scope: UseCaseScope, change: CartChangeRefund): Promise<void> {
  const { order, cart, modification } = change;
  return raiseOnce(scope, order, cart, {
    category: 'customization-orders',
    source_key: `cart-change:${modification.id}`,
    most_paise: modification.amount_paise,
    comments: `Cart modified: ${modification.comments}`,
  });
}
