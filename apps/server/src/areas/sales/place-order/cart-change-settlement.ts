import { customers, orderPayments, type PaymentLinkRow } from '@backoffice/db/schema';
import { CARD_LINK_METHOD_ID } from '@backoffice/domain/sales/payments';
import type { CartChangeSettlement } from '@backoffice/domain/sales/place-order';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { UseCaseScope } from '../../../core/use-case';
import { createPaymentLink } from '../payments/link-writes';
import type { CartChange } from './cart-change-checks';

const COD_METHOD_ID = 1;

/** The balance asked: a payment link, or cash collected on delivery besides the cart's price. */
export async function settleCartChange(
  ctx: AppContext,
  scope: UseCaseScope,
  c: CartChange,
  settlement: CartChangeSettlement,
): Promise<PaymentLinkRow | null> {
  const { tx, now, caller } = scope;
  if (settlement.status === 'pending') {
    const [customer] = await tx
      .select()
      .from(customers)
      .where(eq(customers.id, c.order.customer_id));
    if (!customer) throw new Error('settleCartChange: the order has no customer');
    return createPaymentLink(ctx, scope, {
      order: c.order,
      customer,
      type: 'other',
      methodId: CARD_LINK_METHOD_ID,
      amountPaise: settlement.payment_paise,
      cartIds: [c.cart.id],
    });
  }
  if (settlement.status === 'collect_on_delivery' && settlement.payment_paise > 0) {
    await tx.insert(orderPayments).values({
      order_id: c.order.id,
      method_id: COD_METHOD_ID,
      amount_paise: settlement.payment_paise,
      status: 'pending',
      recorded_by_login_id: caller.login_id,
      created_at: now,
    });
  }
  return null;
}
