import { STATUS, type OrderHistoryEntry } from '@backoffice/domain/orders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiReply } from '@/lib/testing/mock-api';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { signedInWith } from '@/lib/testing/signed-in';
import { HistoryPopup } from './history-popup';

const entry = (over: Partial<OrderHistoryEntry>): OrderHistoryEntry => ({
  id: 1,
  at: '2026-11-21T05:30:00.000Z',
  entity: 'order',
  entity_id: 'K7Q2M9XA',
  actor_login_id: 12,
  actor_name: 'Asha Rao',
  actor_role: 'SALES',
  changes: {},
  reason: null,
  ...over,
});

const LONG_REASON =
  'Customer called twice about the delivery window and asked for the order to be split so that the mattress arrives before the bed frame';

/** The content width of the xl dialog the history opens in (780 px less its padding). */
const DIALOG_CONTENT_WIDTH = 748;

function openHistory(reply: ApiReply) {
  signedInWith('SALES', { 'GET /list-of-modified-orders/K7Q2M9XA/': reply });
  return renderAsApp(<HistoryPopup orderRandomId="K7Q2M9XA" />, '/ORDERK7Q2M9XA');
}

const historyTable = () => screen.findByRole('table', { name: 'Modification history' });

describe('the modification history', () => {
  it('says what changed in sentences, amounts in en-IN INR and statuses by name, never JSON', async () => {
    openHistory({
      body: {
        results: [
          entry({
            id: 1,
            changes: {
              order: {
                before: null,
                after: {
                  payment_type: 'ONLINE',
                  payment_via: 'Juspay',
                  cart_pids: [11],
                  payable: 13499.1,
                  gift_card: 0,
                },
              },
            },
            reason: 'Order placed',
          }),
          entry({
            id: 2,
            at: '2026-11-22T05:30:00.000Z',
            entity: 'cart',
            entity_id: '11',
            actor_name: null,
            actor_role: 'SYSTEM',
            changes: { orm_order_status: { before: STATUS.NEW_ORDER, after: STATUS.HOLD } },
            reason: LONG_REASON,
          }),
        ],
      },
    });
    const table = await historyTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'What changed', 'Why']);
    const [, newest, oldest] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      row
        ? within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent)
        : [];
    expect(cells(newest)).toEqual([
      '22 Nov, 2026 11:00 AM',
      'SystemSYSTEM',
      'Cart 11Status changed from New Order to Hold',
      LONG_REASON,
    ]);
    expect(cells(oldest)[1]).toBe('Asha RaoSALES');
    expect(cells(oldest)[2]).toContain(
      'Order placed: 1 item(s), ₹13,499.10 payable, online via Juspay',
    );
    expect(table.textContent).not.toMatch(/[{}"]/);
  });

  it('keeps a long Why inside the dialog: the columns fit, the text wraps', async () => {
    openHistory({ body: { results: [entry({ reason: LONG_REASON })] } });
    const table = await historyTable();
    expect(Number.parseInt(table.style.minWidth, 10)).toBeLessThanOrEqual(DIALOG_CONTENT_WIDTH);
    const why = within(table).getByText(LONG_REASON);
    expect(why.style.whiteSpace).toBe('');
    expect(why.style.overflowWrap).toBe('anywhere');
  });

  it('says when nothing has changed yet', async () => {
    openHistory({ body: { results: [] } });
    expect(await screen.findByText('No changes yet')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    openHistory({ status: 500, body: { error: 'Something Went Wrong!' } });
    expect(await screen.findByText('Something Went Wrong!')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined();
  });
});
