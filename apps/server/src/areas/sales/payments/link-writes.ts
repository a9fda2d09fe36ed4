import { randomUUID } from 'node:crypto';
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
  PAYMENT_LINK_MESSAGES,
  type PaymentLinkType,
} from '@backoffice/domain/sales/payments';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { fieldError } from '../../../core/errors';
import { recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { rupees } from '../../orders/details/order-views';

/** The payment-link notification type (docs/orders-api.md, notifications). */
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
  /** Who sends it: a login id, or null for the system. */
  createdBy: number | null;
  actor: AuditActor;
}

/** The mobile number a link goes to: the shipping address's, else the customer's. */
async function customerMobile(tx: Database, order: OrderRow, customer: CustomerRow) {
  const [shipping] = await tx
    .select({ mobile: orderAddresses.mobile_number, name: orderAddresses.firstname })
    .from(orderAddresses)
    .where(and(eq(orderAddresses.order_id, order.id), eq(orderAddresses.kind, 'shipping')));
  const mobile = shipping?.mobile ?? customer.mobile;
  if (!mobile) throw fieldError('order_random_id', PAYMENT_LINK_MESSAGES.noMobile);
  return mobile;
}

/** The SMS that carries a link to the customer. */
function linkText(ctx: AppContext, order: OrderRow, amountPaise: number, url: string): string {
  return (
    `${ctx.config.brand.name}: please pay Rs ${(amountPaise / 100).toFixed(2)} for order ` +
    `${order.order_random_id} at ${url} . The link is valid for 24 hours.`
  );
}

/** Texts a link to the customer and keeps the message with the order's notifications. */
export async function sendLinkMessage(
  ctx: AppContext,
  tx: Database,
  order: OrderRow,
  link: Pick<PaymentLinkRow, 'amount_paise' | 'url' | 'sent_to'>,
  sentBy: number | null,
): Promise<void> {
  const text = linkText(ctx, order, link.amount_paise, link.url);
  await ctx.integrations.messages.send({ channel: 'sms', to: link.sent_to, text });
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
 * Creates a payment link at the provider, keeps it, texts it to the customer and audits it on
 * the order. Reusable by any use case that asks for a payment (a new order's `new` link, a cart
 * change's `other` link): call it inside the use case's transaction. If the text cannot be sent
 * the provider's link is cancelled again and the error rolls everything back.
 */
export async function createPaymentLink(
  ctx: AppContext,
  tx: Database,
  link: NewLink,
): Promise<PaymentLinkRow> {
  const kind = linkMethodKind(link.methodId);
  if (!kind) throw fieldError('payment_via', PAYMENT_LINK_MESSAGES.viaNotLink);
  const now = ctx.now();
  const expiresAt = linkExpiresAt(now);
  const mobile = await customerMobile(tx, link.order, link.customer);
  const provided = await ctx.integrations.payments.createLink({
    reference: `${link.order.order_random_id}-${link.type}-${randomUUID().slice(0, 8)}`,
    amount_paise: link.amountPaise,
    method: kind,
    description: `${paymentLinkTypeLabel(link.type)} payment of order ${link.order.order_random_id}`,
    customer: { name: link.customer.name, mobile, email: link.customer.email },
    expires_at: expiresAt,
  });
  try {
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
        created_by_login_id: link.createdBy,
        expires_at: expiresAt,
        created_at: now,
        updated_at: now,
      })
      .returning();
    if (!row) throw new Error('createPaymentLink: insert returned no row');
    await sendLinkMessage(ctx, tx, link.order, row, link.createdBy);
    await recordAudit(tx, {
      actor: link.actor,
      at: now,
      entity: 'order',
      entityId: link.order.order_random_id,
      changes: {
        payment_link: {
          before: null,
          after: {
            transaction_id: row.transaction_id,
            type: row.link_type,
            amount: rupees(row.amount_paise),
            cart_pids: row.cart_ids,
            status: 'pending',
          },
        },
      },
      reason: `${paymentLinkTypeLabel(link.type)} payment link sent to ${mobile}`,
    });
    return row;
  } catch (error) {
    // Nothing is kept: the provider's link must not stay payable either.
    await ctx.integrations.payments.cancelLink(provided.id).catch(() => undefined);
    throw error;
  }
}
