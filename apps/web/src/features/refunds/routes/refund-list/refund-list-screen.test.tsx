import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { aRefundRow, aRefundStatus } from '@/features/refunds/testing/refund-fixtures';
import { signedInWith } from '@/lib/testing/signed-in';
import { RefundListScreen } from './refund-list-screen';

const LIST = {
  count: 1,
  limit: 50,
  offset: 0,
  results: [aRefundRow()],
  counts: { initiated: 1, processing: 2, processed: 3, trouble: 4, cancelled: 0 },
  total: 10,
};

const STATUS = aRefundStatus({
  actions: [
    {
      action_type: 'process',
      label: 'Process Refund',
      to_status: 2,
      needs_comments: false,
      needs_trouble_reason: false,
    },
    {
      action_type: 'trouble',
      label: 'Mark Trouble',
      to_status: 3,
      needs_comments: false,
      needs_trouble_reason: true,
    },
  ],
  trouble_reasons: [
    { id: 1, label: 'Invalid Amount', disabled: false },
    { id: 2, label: 'Wrong Bank Details', disabled: false },
    { id: 3, label: 'Bank Details Required', disabled: false },
    { id: 4, label: 'Invalid Proof', disabled: true },
    { id: 5, label: 'Manual Review', disabled: true },
  ],
});

function openList(path: string) {
  const signedIn = signedInWith('FINANCE', {
    'GET /get-refund-details/return-orders/acme/initiated/': { body: LIST },
    'GET /get-refund-details/return-orders/affiliate/initiated/': { body: LIST },
    'GET /refund-status/41/': { body: STATUS },
    'PUT /refund-detail/41/': {
      body: {
        success: true,
        message: 'Successfully Updated!',
        refund: {
          refund_id: 41,
          version: 4,
          category_id: 1,
          category_slug: 'return-orders',
          platform: 'product',
          order_random_id: 'K7Q2M9XA',
          cart_id: 901,
          affiliate_id: 0,
          amount: 2500,
          status: 3,
          status_label: 'Refund Trouble',
          automation_status: 'NOT_INITIATED',
          updated_at: '2026-11-20T06:00:00.000Z',
        },
      },
    },
  });
  const view = renderAsApp(
    <Routes>
      <Route path="/refund-list/:refundCategory/:platform/:status" element={<RefundListScreen />} />
    </Routes>,
    path,
  );
  return { ...view, ...signedIn };
}

describe('/refund-list/:refundCategory/:platform/:status', () => {
  it('shows the five statuses of {product} with their counts and the refunds by colour', async () => {
    const { urls } = openList('/refund-list/return-orders/acme/initiated?from=2026-11-01');
    const table = await screen.findByRole('table', { name: 'Refunds' });
    expect(within(table).getByText('Queen Bed')).toBeTruthy();
    expect(within(table).getByText('Not Initiated')).toBeTruthy();
    const names = [
      'Refund Initiated 1',
      'Refund Processing 2',
      'Refund Processed 3',
      'Refund Trouble 4',
      'Refund Cancelled 0',
    ];
    expect(screen.getAllByRole('tab')).toEqual(
      names.map((name) => screen.getByRole('tab', { name })),
    );
    // The selected tab controls the panel that holds the list.
    const selected = screen.getByRole('tab', { name: 'Refund Initiated 1' });
    expect(document.getElementById(selected.getAttribute('aria-controls') ?? '')).toBe(
      table.closest('[role="tabpanel"]'),
    );
    expect(urls.some((url) => url.includes('start_date=2026-11-01'))).toBe(true);
  });

  it('has no Refund Processing on the affiliate platform', async () => {
    openList('/refund-list/return-orders/affiliate/initiated');
    await screen.findByRole('table', { name: 'Refunds' });
    expect(screen.queryByRole('tab', { name: /Refund Processing/ })).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
  });

  it('names no list for an affiliate platform the category does not have', async () => {
    openList('/refund-list/cancelled-orders/affiliate/initiated');
    expect(await screen.findByText('There is no such refund list')).toBeTruthy();
  });

  it('marks trouble with reasons 4 and 5 shown but disabled, naming the version read', async () => {
    const { user, calls } = openList('/refund-list/return-orders/acme/initiated');
    await user.click(await screen.findByRole('button', { name: 'Actions of refund 41' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark Trouble' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Trouble' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark Trouble' }));
    expect(await within(dialog).findByText('Choose a trouble reason')).toBeTruthy();
    await user.click(within(dialog).getByRole('textbox', { name: /Trouble Reason/ }));
    const proof = await screen.findByRole('option', { name: 'Invalid Proof' });
    expect(proof.getAttribute('data-combobox-disabled')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Wrong Bank Details' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark Trouble' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark Trouble' })).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      action_type: 'trouble',
      cart_primary_id: 901,
      aff_id: 0,
      version: 3,
      trouble_reason: 2,
    });
  });
});
