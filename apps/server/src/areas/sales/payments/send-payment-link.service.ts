import type { Database } from '@backoffice/db';
import {
  carts,
  orderPayments,
  type CustomerRow,
  type OrderRow,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import { STATUS, type PaymentMethodId } from '@backoffice/domain/orders';
import {
  isCartConversionType,
  PAYMENT_LINK_MESSAGES as M,
  type PaymentLinkAnswer,
  type TSendPaymentLink,
} from '@backoffice/domain/sales/payments';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { paymentError } from './payments.errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { amountDueOf, orderByRandomId, orderNotFound } from '../../orders/index';
import { createConversion } from './conversions';
import { linkAnswer } from './locked-link';
import { linkMethodFor } from './link-method';
import { createPaymentLink } from './link-writes';
import { runWithPaymentLinks } from './links-outside-locks';

/**
 * Sends a payment link of one of the four types (001 section 7). RNR and cto move the named
 * carts to online (their COD payable); new asks an online order for what it still owes; other
 * asks for the amount given. The provider makes the link before the order is locked; idempotent
 * with a key: a retry answers the same link.
 */
export function sendPaymentLink(
  ctx: AppContext,
  caller: StaffCaller,
  input: TSendPaymentLink,
  idempotency: IdempotentRequest | null,
): Promise<PaymentLinkAnswer> {
  return runWithPaymentLinks(ctx, idempotency, () =>
    runUseCase(ctx, caller, (scope) =>
      onceOnly(scope.tx, idempotency, async () => {
        const found = await orderByRandomId(scope.tx, input.order_random_id, true);
        if (!found) throw orderNotFound();
        const methodId = linkMethodFor(input.payment_via, caller.principal);
        const link = await sentLink(ctx, scope, { ...found, methodId, input });
        return linkAnswer(scope.tx, scope.now, link, found.order, M.sent);
      }),
    ),
  );
}

/** What a link is sent for: the locked order and the method. */
interface LinkToSend {
  order: OrderRow;
  customer: CustomerRow;
  methodId: PaymentMethodId;
  input: TSendPaymentLink;
}

async function sentLink(
  ctx: AppContext,
  scope: UseCaseScope,
  s: LinkToSend,
): Promise<PaymentLinkRow> {
  const { order, customer, methodId, input } = s;
  const { tx } = scope;
  if (isCartConversionType(input.type)) {
    const conversion = await createConversion(ctx, scope, {
      order,
      customer,
      cartIds: input.cart_pids,
      source: input.type,
      methodId,
      paymentRefId: null,
      expectedPaise: null,
    });
    if (!conversion.link) throw new Error('sendPaymentLink: a conversion without a link');
    return conversion.link;
  }
  const cartIds = await cartsOfOrder(tx, order, input.cart_pids);
  const amountPaise = input.type === 'new' ? await newOrderDue(tx, order) : input.amount;
  if (!amountPaise) throw paymentError('sales.link_amount_required').at('amount');
  return createPaymentLink(ctx, scope, {
    order,
    customer,
    type: input.type,
    methodId,
    amountPaise,
    cartIds,
  });
}

/** What an online order still owes: its carts' amounts (cancelled aside) less what was paid online. */
async function newOrderDue(tx: Database, order: OrderRow): Promise<number> {
  if (order.payment_type !== 'ONLINE') {
    throw paymentError('sales.link_needs_online_order').at('type');
  }
  const orderCarts = await tx.select().from(carts).where(eq(carts.order_id, order.id));
  const due = orderCarts
    .filter((c) => c.orm_order_status !== STATUS.CANCELLED)
    .reduce((sum, c) => sum + amountDueOf(order, c), 0);
  const paidRows = await tx
    .select({ amount: orderPayments.amount_paise, method: orderPayments.method_id })
    .from(orderPayments)
    .where(and(eq(orderPayments.order_id, order.id), eq(orderPayments.status, 'paid')));
  const paid = paidRows.filter((p) => p.method !== 1).reduce((sum, p) => sum + p.amount, 0);
  if (due - paid <= 0) throw paymentError('sales.nothing_due').at('type');
  return due - paid;
}

/** The named carts, each checked to be a cart of the order. */
async function cartsOfOrder(tx: Database, order: OrderRow, cartIds: number[]) {
  if (cartIds.length === 0) return [];
  const rows = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.order_id, order.id), inArray(carts.id, cartIds)));
  if (rows.length !== new Set(cartIds).size) {
    throw paymentError('sales.cart_not_of_order').at('cart_pids');
  }
  return cartIds;
}
