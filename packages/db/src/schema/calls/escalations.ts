import {
  ESCALATION_CHANNEL_IDS,
  ESCALATION_STATUS,
  ESCALATION_STATUS_IDS,
  ESCALATION_SUB_REASON_IDS,
  type EscalationChannelId,
  type EscalationStatusId,
  type EscalationSubReasonId,
} from '@backoffice/domain/calls/escalations';
import { WAREHOUSE_IDS, type WarehouseId } from '@backoffice/domain/warehouse';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
} from 'drizzle-orm/pg-core';
import { nullOrOneOf, oneOf } from '../core/checks';
import { rowTimes, rowVersion } from '../core/columns';
import { carts } from '../orders/carts';
import { helpdeskTickets } from './helpdesk-tickets';
import { orders } from '../orders/orders';
import { staff } from '../identity/staff';

/**
 * A customer's escalation about an order: where they escalated (channel), why (a sub-reason of
 * the catalogue), the warehouse that must act when the reason needs one, and its status. Its
 * products are escalation_carts, its linked tickets escalation_tickets.
 */
export const escalations = pgTable(
  'escalations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    channel_id: smallint('channel_id').$type<EscalationChannelId>().notNull(),
    /** The sub-reason's id, which names its reason too. */
    reason_id: smallint('reason_id').$type<EscalationSubReasonId>().notNull(),
    warehouse_id: smallint('warehouse_id').$type<WarehouseId>(),
    status: smallint('status')
      .$type<EscalationStatusId>()
      .notNull()
      .default(ESCALATION_STATUS.OPEN),
    created_by_login_id: integer('created_by_login_id')
      .notNull()
      .references(() => staff.login_id),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('escalations_channel_id_check', oneOf(t.channel_id, ESCALATION_CHANNEL_IDS)),
    check('escalations_reason_id_check', oneOf(t.reason_id, ESCALATION_SUB_REASON_IDS)),
    check('escalations_warehouse_id_check', nullOrOneOf(t.warehouse_id, WAREHOUSE_IDS)),
    check('escalations_status_check', oneOf(t.status, ESCALATION_STATUS_IDS)),
    // The list: newest first, over all statuses or within one.
    index('escalations_list_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('escalations_status_list_idx').on(
      t.status,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('escalations_order_id_idx').on(t.order_id),
  ],
);

/** The products (carts) of an escalation; a cart switch replaces one row by another. */
export const escalationCarts = pgTable(
  'escalation_carts',
  {
    escalation_id: bigint('escalation_id', { mode: 'number' })
      .notNull()
      .references(() => escalations.id),
    cart_id: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
  },
  (t) => [
    primaryKey({ columns: [t.escalation_id, t.cart_id] }),
    index('escalation_carts_cart_id_idx').on(t.cart_id),
  ],
);

/** The helpdesk tickets an escalation links. */
export const escalationTickets = pgTable(
  'escalation_tickets',
  {
    escalation_id: bigint('escalation_id', { mode: 'number' })
      .notNull()
      .references(() => escalations.id),
    ticket_id: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => helpdeskTickets.id),
  },
  (t) => [
    primaryKey({ columns: [t.escalation_id, t.ticket_id] }),
    index('escalation_tickets_ticket_id_idx').on(t.ticket_id),
  ],
);

export type EscalationRow = typeof escalations.$inferSelect;
export type NewEscalationRow = typeof escalations.$inferInsert;
export type EscalationCartRow = typeof escalationCarts.$inferSelect;
export type EscalationTicketRow = typeof escalationTickets.$inferSelect;
