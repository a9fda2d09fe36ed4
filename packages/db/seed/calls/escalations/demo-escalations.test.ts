import {
  escalationViolations,
  isActiveEscalation,
  isLinkableTicket,
  reasonChoice,
} from '@backoffice/domain/calls/escalations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/client';
import {
  carts,
  escalationCarts,
  escalations,
  escalationTickets,
  helpdeskTickets,
  orders,
} from '../../../src/schema/index';
import { KNOWN_ORDERS } from '../../orders/known-orders';
import { createTestDatabase } from '../../test-database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const all = async () => {
  const db = handle.db;
  return {
    escalations: await db
      .select({ escalation: escalations, order_random_id: orders.order_random_id })
      .from(escalations)
      .innerJoin(orders, eq(orders.id, escalations.order_id)),
    carts: await db
      .select({
        escalation_id: escalationCarts.escalation_id,
        order_id: carts.order_id,
        cart_id: carts.id,
      })
      .from(escalationCarts)
      .innerJoin(carts, eq(carts.id, escalationCarts.cart_id)),
    tickets: await db
      .select({ escalation_id: escalationTickets.escalation_id, ticket: helpdeskTickets })
      .from(escalationTickets)
      .innerJoin(helpdeskTickets, eq(helpdeskTickets.id, escalationTickets.ticket_id)),
  };
};

describe('demo escalations', () => {
  it('escalate the known orders as documented, and leave CONFIRMD with tickets to raise one', async () => {
    const { escalations: rows } = await all();
    const of = (id: string) =>
      rows.filter((r) => r.order_random_id === id).map((r) => r.escalation);
    expect(of(KNOWN_ORDERS.instructionsDue.order_random_id)).toMatchObject([
      { channel_id: 3, reason_id: 201, warehouse_id: 2, status: 2 },
    ]);
    expect(of(KNOWN_ORDERS.multiCart.order_random_id)).toMatchObject([
      { channel_id: 4, reason_id: 102, warehouse_id: 1, status: 1 },
    ]);
    expect(of(KNOWN_ORDERS.confirmed.order_random_id)).toEqual([]);
    expect(rows.length).toBeGreaterThan(30);
    expect(new Set(rows.map((r) => r.escalation.status))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('keep the rules: a warehouse exactly when the sub-reason needs one, products of the order held once, linked tickets of the order', async () => {
    const { escalations: rows, carts: products, tickets } = await all();
    const held = new Map<number, number>();
    for (const { escalation } of rows) {
      const mine = products.filter((p) => p.escalation_id === escalation.id);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((p) => p.order_id === escalation.order_id)).toBe(true);
      const needsWarehouse = reasonChoice(escalation.reason_id)?.subReason.needs_warehouse;
      expect(escalation.warehouse_id !== null).toBe(needsWarehouse);
      const linked = tickets.filter((t) => t.escalation_id === escalation.id).map((t) => t.ticket);
      expect(linked.every((t) => t.order_id === escalation.order_id)).toBe(true);
      if (isActiveEscalation(escalation.status)) {
        expect(linked.every((t) => isLinkableTicket(t.status))).toBe(true);
        for (const p of mine) {
          expect(held.has(p.cart_id)).toBe(false);
          held.set(p.cart_id, escalation.id);
        }
      }
      expect(
        escalationViolations(
          {
            reason_id: escalation.reason_id,
            warehouse_id: escalation.warehouse_id,
            ticket_ids: linked.map((t) => t.id),
            cart_pids: mine.map((p) => p.cart_id),
          },
          {
            ticket_ids: linked.map((t) => t.id),
            carts: mine.map((p) => ({ cart_pid: p.cart_id, open_escalation_id: null })),
          },
        ),
      ).toEqual({});
    }
  });

  it('number helpdesk tickets with five digits', async () => {
    const rows = await handle.db.select({ id: helpdeskTickets.id }).from(helpdeskTickets);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.id >= 48_001)).toBe(true);
  });
});
