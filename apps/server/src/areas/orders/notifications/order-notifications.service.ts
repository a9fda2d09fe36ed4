import {
  orderNotifications,
  staff,
  type OrderNotificationRow,
  type OrderRow,
} from '@backoffice/db/schema';
import {
  channelsFor,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  notificationText,
  notificationType,
  type OrderNotificationsResponse,
  type SentNotification,
  type TSendNotificationRequest,
} from '@backoffice/domain/orders';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import {
  addressesOf,
  orderByRandomId,
  type OrderWithCustomer,
} from '../details/order-details.queries';
import { orderNotFound, orderError } from '../details/orders.errors';

/** The notification types the popup offers (with their channels) and what was sent, newest first. */
export async function notificationsOfOrder(
  ctx: AppContext,
  orderRandomId: string,
): Promise<OrderNotificationsResponse> {
  const found = await orderByRandomId(ctx.db, orderRandomId);
  if (!found) throw orderNotFound();
  const rows = await ctx.db
    .select({ row: orderNotifications, sent_by_name: staff.name })
    .from(orderNotifications)
    .leftJoin(staff, eq(staff.login_id, orderNotifications.sent_by_login_id))
    .where(eq(orderNotifications.order_id, found.order.id))
    .orderBy(desc(orderNotifications.created_at), desc(orderNotifications.id));
  return {
    types: NOTIFICATION_TYPES.map((t) => ({
      id: t.id,
      label: t.label,
      channels: channelsFor(t.id),
    })),
    sent: rows.map(({ row, sent_by_name }) => toSentNotification(row, sent_by_name)),
  };
}

/**
 * Sends a notification to the order's customer (001 sections 5 and 7): SMS and WhatsApp to the
 * shipping mobile, e-mail to the shipping e-mail (else the customer's). The message is handed to
 * the messaging service first; only a sent message is recorded and audited.
 */
export async function sendNotification(
  ctx: AppContext,
  caller: StaffCaller,
  orderRandomId: string,
  input: TSendNotificationRequest,
): Promise<{ success: true; message: string; notification: SentNotification }> {
  const found = await orderByRandomId(ctx.db, orderRandomId);
  if (!found) throw orderNotFound();
  const { order } = found;
  const { to, label, text } = await messageOf(ctx, found, input);
  await ctx.integrations.messages.send({
    channel: input.channel,
    to,
    ...(input.channel === 'email'
      ? { subject: `${label}: ${ctx.config.brand.name} order ${order.order_random_id}` }
      : {}),
    text,
  });

  const row = await runUseCase(ctx, caller, (scope) =>
    recordSent(scope, order, input, { to, label, text }),
  );
  return {
    success: true,
    message: NOTIFICATION_MESSAGES.sent,
    notification: toSentNotification(row, caller.name),
  };
}

/** Where a notification went on its channel, and what it said. */
interface Message {
  to: string;
  label: string;
  text: string;
}

/** Records a sent notification against the order and audits it. */
async function recordSent(
  { tx, record, now, caller }: UseCaseScope,
  order: OrderRow,
  input: TSendNotificationRequest,
  { to, label, text }: Message,
): Promise<OrderNotificationRow> {
  const [inserted] = await tx
    .insert(orderNotifications)
    .values({
      order_id: order.id,
      type: input.type,
      channel: input.channel,
      message: text,
      sent_by_login_id: caller.login_id,
      created_at: now,
    })
    .returning();
  if (!inserted) throw new Error('sendNotification: insert returned no row');
  await record.change({
    entity: 'order',
    id: order.order_random_id,
    changes: {
      notification: { before: null, after: { type: input.type, channel: input.channel, to } },
    },
    reason: `${label} sent by ${input.channel}`,
  });
  return inserted;
}

/** Where the notification goes on its channel, and what it says. */
async function messageOf(
  ctx: AppContext,
  { order, customer }: OrderWithCustomer,
  input: TSendNotificationRequest,
): Promise<Message> {
  const shipping = (await addressesOf(ctx.db, order.id)).find((a) => a.kind === 'shipping');
  const email = shipping?.email_address ?? customer.email;
  const to = input.channel === 'email' ? email : (shipping?.mobile_number ?? customer.mobile);
  if (!to) throw orderError('orders.no_email_for_notification').at('channel');
  const label = notificationType(input.type)?.label ?? '';
  const text = notificationText(input, {
    brand: ctx.config.brand.name,
    customer_name: shipping ? `${shipping.firstname} ${shipping.lastname}`.trim() : customer.name,
    order_random_id: order.order_random_id,
  });
  return { to, label, text };
}

function toSentNotification(row: OrderNotificationRow, sentBy: string | null): SentNotification {
  return {
    id: row.id,
    type: row.type,
    type_label: notificationType(row.type)?.label ?? `Type ${row.type}`,
    channel: row.channel,
    message: row.message,
    sent_by_name: sentBy,
    created_at: row.created_at.toISOString(),
  };
}
