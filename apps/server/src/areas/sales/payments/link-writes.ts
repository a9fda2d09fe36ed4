import type { Database } from '@backoffice/db';
import {
  orderAddresses,
  orderNotifications,
  paymentLinks,
  type CustomerRow,
  type OrderRow,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import {
  linkExpiresAt,
  linkMethodKind,
  paymentLinkTypeLabel,
  type PaymentLinkType,
} from '@backoffice/domain/sales/payments';
import { and, eq } from 'drizzle-orm';
import { paiseToRupees, toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { paymentError } from './payments.errors';
import type { UseCaseScope } from '../../../core/use-case';
import { queueMessage } from '../../../core/messages/queued-messages';
import { providedLink, type MadeLink } from './links-outside-locks';

/** The payment-link notification type (docs/orders.md, notifications). */
const PAYMENT_LINK_NOTIFICATION = 3;

/** A link to create for an order. */
export interface NewLink {
  order: OrderRow;
  customer: CustomerRow;
  type: PaymentLinkType;
  /** 2 (card provider) or 3 (bank). */
  methodId: number;
  amountPaise: number;
  cartIds: number[];
}

/** The mobile number a link goes to: the shipping address's, else the customer's. */
async function customerMobile(tx: Database, order: OrderRow, customer: CustomerRow) {
  const [shipping] = await tx
    .select({ mobile: orderAddresses.mobile_number, name: orderAddresses.firstname })
    .from(orderAddresses)
    .where(and(eq(orderAddresses.order_id, order.id), eq(orderAddresses.kind, 'shipping')));
  const mobile = shipping?.mobile ?? customer.mobile;
  if (!mobile) throw paymentError('sales.no_mobile').at('order_random_id');
  return mobile;
}

/** The SMS that carries a link to the customer. */
function linkText(ctx: AppContext, order: OrderRow, amountPaise: number, url: string): string {
  return (
    `${ctx.config.brand.name}: please pay Rs ${paiseToRupees(amountPaise)} for order ` +
    `${order.order_random_id} at ${url} . The link is valid for 24 hours.`
  );
}

/**
 * Queues the text that carries a link to the customer (sent once the use case commits) and keeps
 * the message with the order's notifications. `sent` counts the times the link went out before.
 */
export async function sendLinkMessage(
  ctx: AppContext,
  tx: Database,
  order: OrderRow,
  link: Pick<PaymentLinkRow, 'transaction_id' | 'amount_paise' | 'url' | 'sent_to'>,
  sentBy: number | null,
  sent = 0,
): Promise<void> {
  const text = linkText(ctx, order, link.amount_paise, link.url);
  await queueMessage(tx, `payment-link:${link.transaction_id}:${sent}`, {
    channel: 'sms',
    to: link.sent_to,
    text,
  });
  await tx.insert(orderNotifications).values({
    order_id: order.id,
    type: PAYMENT_LINK_NOTIFICATION,
    channel: 'sms',
    message: text,
    sent_by_login_id: sentBy,
    created_at: ctx.now(),
  });
}

/**
 * Keeps a payment link for an order, texts it to the customer and audits it on the order.
 * Reusable by any use case that asks for a payment (a new order's `new` link, a cart change's
 * `other` link) run by runWithPaymentLinks: the provider made the link before the transaction
 * (links-outside-locks.ts), so no provider call waits here while the order is locked.
 */
export async function createPaymentLink(
  ctx: AppContext,
  scope: UseCaseScope,
  link: NewLink,
): Promise<PaymentLinkRow> {
  const { tx, now, caller, record } = scope;
  const kind = linkMethodKind(link.methodId);
  if (!kind) throw paymentError('sales.via_not_link').at('payment_via');
  const mobile = await customerMobile(tx, link.order, link.customer);
  const provided = providedLink({
    label: `${link.order.order_random_id}-${link.type}`,
    amount_paise: link.amountPaise,
    method: kind,
    description: `${paymentLinkTypeLabel(link.type)} payment of order ${link.order.order_random_id}`,
    customer: { name: link.customer.name, mobile, email: link.customer.email },
    expires_at: linkExpiresAt(now),
  });
  const row = await keepLink(scope, link, provided, mobile);
  await sendLinkMessage(ctx, tx, link.order, row, caller.login_id);
  await record.change({
    entity: 'order',
    id: link.order.order_random_id,
    changes: {
      payment_link: {
        before: null,
        after: {
          transaction_id: row.transaction_id,
          type: row.link_type,
          amount: toWireRupees(row.amount_paise),
          cart_pids: row.cart_ids,
          status: 'pending',
        },
      },
    },
    reason: `${paymentLinkTypeLabel(link.type)} payment link sent to ${mobile}`,
  });
  return row;
}

/** The link the provider made, kept for the order. */
async function keepLink(
  { tx, now, caller }: UseCaseScope,
  link: NewLink,
  provided: MadeLink,
  mobile: string,
): Promise<PaymentLinkRow> {
  const [row] = await tx
    .insert(paymentLinks)
    .values({
      order_id: link.order.id,
      link_type: link.type,
      method_id: link.methodId,
      amount_paise: link.amountPaise,
      transaction_id: provided.id,
      url: provided.url,
      sent_to: mobile,
      cart_ids: link.cartIds,
      created_by_login_id: caller.login_id,
      expires_at: provided.expires_at,
      created_at: now,
      updated_at: now,
    })
    .returning();
  if (!row) throw new Error('createPaymentLink: insert returned no row');
  return row;
}
