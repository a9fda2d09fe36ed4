import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@backoffice/domain/orders';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../core/checks';
import { timestamptz } from '../core/columns';
import { orders } from './orders';
import { staff } from '../identity/staff';

/** Messages sent to the customer about an order (sent-email-sms-notification). */
export const orderNotifications = pgTable(
  'order_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** The notification type id the screen offers. */
    type: smallint('type').notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    message: text('message').notNull(),
    /** Null for messages the system sends itself. */
    sent_by_login_id: integer('sent_by_login_id').references(() => staff.login_id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('order_notifications_channel_check', oneOf(t.channel, NOTIFICATION_CHANNELS)),
    index('order_notifications_order_id_idx').on(t.order_id, t.created_at),
  ],
);

export type OrderNotificationRow = typeof orderNotifications.$inferSelect;
export type NewOrderNotificationRow = typeof orderNotifications.$inferInsert;
