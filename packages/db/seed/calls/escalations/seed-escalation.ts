import { ESCALATION_STATUS, type HelpdeskTicketStatus } from '@backoffice/domain/calls/escalations';
import type { Database } from '../../../src/client';
import {
  helpdeskTickets,
  type EscalationRow,
  type HelpdeskTicketRow,
} from '../../../src/schema/index';
import { demoAccount } from '../../demo-staff';
import type { SeededOrder } from '../../orders/seed-order';
import { writeEscalation, type EscalationPlan } from './write-escalation';

/** Inserts a helpdesk ticket on an order (open unless told). */
export async function seedHelpdeskTicket(
  db: Database,
  orderId: number,
  overrides: { subject?: string; status?: HelpdeskTicketStatus; created_at?: Date } = {},
): Promise<HelpdeskTicketRow> {
  const [row] = await db
    .insert(helpdeskTickets)
    .values({
      order_id: orderId,
      subject: overrides.subject ?? 'Where is my order?',
      status: overrides.status ?? 'open',
      ...(overrides.created_at ? { created_at: overrides.created_at } : {}),
    })
    .returning();
  if (!row) throw new Error('seedHelpdeskTicket: insert returned no row');
  return row;
}

export type EscalationOverrides = Partial<
  Omit<EscalationPlan, 'order_id' | 'order_random_id' | 'created_by'>
> & { created_by_login_id?: number };

/**
 * Inserts an escalation on a seeded order: by default Open, on its first cart, a delivery delay
 * raised by the customer-experience agent (login id 4) by e-mail, at the Bhiwandi warehouse.
 */
export async function seedEscalation(
  db: Database,
  seeded: SeededOrder,
  overrides: EscalationOverrides = {},
): Promise<EscalationRow> {
  const { created_by_login_id = 4, ...plan } = overrides;
  const firstCart = seeded.carts[0];
  if (!firstCart) throw new Error('seedEscalation: the order has no cart');
  return db.transaction((tx) =>
    writeEscalation(tx, {
      order_id: seeded.order.id,
      order_random_id: seeded.order.order_random_id,
      channel_id: 1,
      reason_id: 101,
      warehouse_id: 1,
      status: ESCALATION_STATUS.OPEN,
      cart_ids: [firstCart.id],
      ticket_ids: [],
      created_at: new Date(),
      ...plan,
      created_by: { login_id: created_by_login_id, role: demoAccount(created_by_login_id).role },
    }),
  );
}
