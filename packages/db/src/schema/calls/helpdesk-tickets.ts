import {
  HELPDESK_TICKET_STATUS_VALUES,
  type HelpdeskTicketStatus,
} from '@backoffice/domain/calls/escalations';
import { bigint, bigserial, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf } from '../core/checks';
import { rowTimes } from '../core/columns';
import { orders } from '../orders/orders';

/**
 * The customer's helpdesk tickets about an order, as the helpdesk keeps them: the tickets an
 * escalation links (its ticket_ids). The id is the helpdesk's ticket number.
 */
export const helpdeskTickets = pgTable(
  'helpdesk_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    subject: text('subject').notNull(),
    status: text('status').$type<HelpdeskTicketStatus>().notNull().default('open'),
    ...rowTimes(),
  },
  (t) => [
    check('helpdesk_tickets_status_check', oneOf(t.status, HELPDESK_TICKET_STATUS_VALUES)),
    index('helpdesk_tickets_order_id_idx').on(t.order_id, t.created_at),
  ],
);

export type HelpdeskTicketRow = typeof helpdeskTickets.$inferSelect;
export type NewHelpdeskTicketRow = typeof helpdeskTickets.$inferInsert;
