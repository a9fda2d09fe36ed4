import {
  ESCALATION_CHANNELS,
  ESCALATION_REASONS,
  type EscalationCreateDetails,
} from '@backoffice/domain/calls/escalations';
import { WAREHOUSES } from '@backoffice/domain/warehouse';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { escalationOrderActions } from '@/features/calls/order-page-actions';
import { openAction } from '@/lib/testing/open-order-action';

const escalation = escalationOrderActions.find((action) => action.key === 'escalation');
const cart = (cart_pid: number, open_escalation_id: number | null) => ({
  cart_pid,
  item_name: 'Ortho Mattress',
  item_sku: 'MAT-ORTHO-72x36x6',
  item_dimensions: '72 x 36 x 6 in',
  item_quantity: 1,
  orm_order_status: 21 as const,
  status_label: 'Delivered',
  open_escalation_id,
});
const details: EscalationCreateDetails = {
  order_random_id: 'K7Q2M9XA',
  affiliate_id: 0,
  channels: ESCALATION_CHANNELS.map((c) => ({
    channel_id: c.id,
    channel_name: c.channel_name,
    channel_description: c.channel_description,
  })),
  reasons: ESCALATION_REASONS.map((r) => ({
    id: r.id,
    reason: r.reason,
    sub_reasons: r.sub_reasons.map((s) => ({
      reason_id: s.id,
      sub_reason: s.sub_reason,
      needs_warehouse: s.needs_warehouse,
    })),
  })),
  warehouses: WAREHOUSES.map((w) => ({
    warehouse_id: w.id,
    warehouse_name: w.warehouse_name,
    city: w.city,
  })),
  tickets: [
    {
      ticket_id: 5001,
      subject: 'Sofa arrived torn',
      status: 'open',
      status_label: 'Open',
      created_at: '2026-11-20T09:30:00.000Z',
    },
  ],
  carts: [cart(981234, null), cart(981235, 77)],
};

function openEscalation() {
  const opened = openAction(escalation, {
    'GET /get-escalation-create-details/': { body: details },
    'POST /create-escalation/': {
      body: { success: true, message: 'Escalation Created!', escalation_id: 90, version: 1 },
    },
  });
  const choose = async (label: string, option: string) => {
    await opened.user.click(screen.getByRole('textbox', { name: label }));
    await opened.user.click(screen.getByRole('option', { name: option }));
  };
  return { ...opened, choose };
}

describe('escalation popup', () => {
  it("shows the spec's messages for an empty form and keeps a held cart out", async () => {
    const { user } = openEscalation();
    await user.click(await screen.findByRole('button', { name: 'Create Escalation' }));
    expect(await screen.findByText('Reason is Required!')).toBeDefined();
    expect(screen.getByText('Please select atleast 1 product')).toBeDefined();
    // Channel, sub reason and tickets.
    expect(screen.getAllByText('Required!')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: /981235/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('In open escalation 77')).toBeDefined();
  });

  it('offers warehouses only for a sub-reason that needs one', async () => {
    const { choose } = openEscalation();
    await screen.findByRole('button', { name: 'Create Escalation' });
    expect(screen.getByRole('textbox', { name: 'Sub Reason' })).toHaveProperty('disabled', true);
    await choose('Reason', 'Refund');
    await choose('Sub Reason', 'Refund not received');
    expect(screen.queryByRole('textbox', { name: 'Warehouse' })).toBeNull();
    await choose('Reason', 'Damaged or Wrong Product');
    await choose('Sub Reason', 'Damaged in transit');
    expect(screen.getByRole('textbox', { name: 'Warehouse' })).toBeDefined();
  });

  it('confirms, then raises the escalation with the order, sub-reason, warehouse, ticket and product', async () => {
    const { user, calls, choose } = openEscalation();
    await screen.findByRole('button', { name: 'Create Escalation' });
    await choose('Channel', 'Social Media');
    await choose('Reason', 'Damaged or Wrong Product');
    await choose('Sub Reason', 'Damaged in transit');
    await choose('Warehouse', 'Hoskote Warehouse (Hoskote)');
    await choose('Tickets', '#5001 · Sofa arrived torn (Open)');
    await user.click(screen.getByRole('checkbox', { name: /981234/ }));
    await user.click(screen.getByRole('button', { name: 'Create Escalation' }));
    expect(await screen.findByText('Raise an escalation on order K7Q2M9XA?')).toBeDefined();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/create-escalation/')?.body).toEqual({
      order_random_id: 'K7Q2M9XA',
      affiliate_id: 0,
      channel_id: 3,
      reason_id: 201,
      warehouse_id: 2,
      ticket_ids: [5001],
      cart_pids: [981234],
    });
  });
});
