import type { Database } from '@backoffice/db';
import {
  carts,
  escalationCarts,
  escalations,
  escalationTickets,
  helpdeskTickets,
  type CartRow,
  type HelpdeskTicketRow,
} from '@backoffice/db/schema';
import {
  ESCALATION_STATUSES,
  HELPDESK_TICKET_STATUSES,
  ticketStatusLabel,
  type EscalationCart,
  type EscalationCartChoice,
  type HelpdeskTicketView,
} from '@backoffice/domain/calls/escalations';
import { orderStatus } from '@backoffice/domain/orders';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';

const ACTIVE_STATUSES = ESCALATION_STATUSES.filter((s) => s.active).map((s) => s.id);
const LINKABLE_TICKETS = HELPDESK_TICKET_STATUSES.filter((s) => s.linkable).map((s) => s.value);

/** A cart as the escalation screens show it. */
export function escalationCart(cart: CartRow): EscalationCart {
  return {
    cart_pid: cart.id,
    item_name: cart.item_name,
    item_sku: cart.item_sku,
    item_dimensions: cart.item_dimensions,
    item_quantity: cart.item_quantity,
    orm_order_status: cart.orm_order_status,
    status_label: orderStatus(cart.orm_order_status).label,
  };
}

export function ticketView(ticket: HelpdeskTicketRow): HelpdeskTicketView {
  return {
    ticket_id: ticket.id,
    subject: ticket.subject,
    status: ticket.status,
    status_label: ticketStatusLabel(ticket.status),
    created_at: ticket.created_at.toISOString(),
  };
}

/** The carts of an order, in cart order, each with the active escalation that holds it. */
export async function orderCartChoices(
  db: Database,
  orderId: number,
): Promise<EscalationCartChoice[]> {
  const rows = await db
    .select()
    .from(carts)
    .where(eq(carts.order_id, orderId))
    .orderBy(asc(carts.id));
  const held = await activeEscalationsOfCarts(
    db,
    rows.map((c) => c.id),
  );
  return rows.map((cart) => ({
    ...escalationCart(cart),
    open_escalation_id: held.get(cart.id) ?? null,
  }));
}

/** The Open or In Progress escalation holding each of some carts (the lowest id, if several). */
async function activeEscalationsOfCarts(
  db: Database,
  cartIds: readonly number[],
): Promise<Map<number, number>> {
  if (cartIds.length === 0) return new Map();
  const rows = await db
    .select({ cart_id: escalationCarts.cart_id, escalation_id: escalationCarts.escalation_id })
    .from(escalationCarts)
    .innerJoin(escalations, eq(escalations.id, escalationCarts.escalation_id))
    .where(
      and(
        inArray(escalationCarts.cart_id, [...cartIds]),
        inArray(escalations.status, ACTIVE_STATUSES),
      ),
    )
    .orderBy(desc(escalationCarts.escalation_id));
  // Newest first: the lowest id is written last.
  return new Map(rows.map((r) => [r.cart_id, r.escalation_id]));
}

/** The order's tickets an escalation may link (open or pending), oldest first. */
export async function linkableTickets(
  db: Database,
  orderId: number,
): Promise<HelpdeskTicketView[]> {
  const rows = await db
    .select()
    .from(helpdeskTickets)
    .where(
      and(eq(helpdeskTickets.order_id, orderId), inArray(helpdeskTickets.status, LINKABLE_TICKETS)),
    )
    .orderBy(asc(helpdeskTickets.created_at), asc(helpdeskTickets.id));
  return rows.map(ticketView);
}

/** The carts of some escalations, by escalation id, in cart order. */
export async function cartsOfEscalations(
  db: Database,
  escalationIds: readonly number[],
): Promise<Map<number, CartRow[]>> {
  const byEscalation = new Map<number, CartRow[]>();
  if (escalationIds.length === 0) return byEscalation;
  const rows = await db
    .select({ escalation_id: escalationCarts.escalation_id, cart: carts })
    .from(escalationCarts)
    .innerJoin(carts, eq(carts.id, escalationCarts.cart_id))
    .where(inArray(escalationCarts.escalation_id, [...escalationIds]))
    .orderBy(asc(carts.id));
  for (const { escalation_id, cart } of rows) {
    byEscalation.set(escalation_id, [...(byEscalation.get(escalation_id) ?? []), cart]);
  }
  return byEscalation;
}

/** The tickets an escalation links, oldest first. */
export async function ticketsOfEscalation(
  db: Database,
  escalationId: number,
): Promise<HelpdeskTicketView[]> {
  const rows = await db
    .select({ ticket: helpdeskTickets })
    .from(escalationTickets)
    .innerJoin(helpdeskTickets, eq(helpdeskTickets.id, escalationTickets.ticket_id))
    .where(eq(escalationTickets.escalation_id, escalationId))
    .orderBy(asc(helpdeskTickets.created_at), asc(helpdeskTickets.id));
  return rows.map(({ ticket }) => ticketView(ticket));
}
