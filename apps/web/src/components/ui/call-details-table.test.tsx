import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/format';
import { createQueryClient } from '@/lib/query-client';
import { aCallRecord } from '@/lib/testing/call-fixtures';
import { signedInWith } from '@/lib/testing/signed-in';
import { CallDetailsTable, type CallDetailsTableProps } from './call-details-table';
import { renderWithProviders } from './test-render';

const ANSWERED = aCallRecord({
  id: 11,
  call_id: 'sandbox-11',
  Call_status: 'Answered',
  call_state: 'answered',
  call_transfer_status: 'Not Transferred',
  caller_duration: 95,
  conversation_duration: 3725,
  call_recording_url: '/api/call-recordings/11/',
  order_id: 'K7Q2M9XA',
  disposition: {
    category: 'Order Confirmation',
    sub_category: 'Confirmed',
    third_category: 'Address Verified',
  },
});
const MISSED = aCallRecord({
  id: 12,
  call_id: '',
  caller_number: '+917000000002',
  Agent_number: '',
  agent: null,
  Caller_Type: 'Customer',
  Call_Type: 'Inbound',
  Call_status: 'Not Answered',
  call_state: 'not-answered',
  order_id: 'P4R8T2WZ',
});

function renderTable(props: Partial<CallDetailsTableProps> = {}) {
  signedInWith('TEAML', {});
  return renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <CallDetailsTable
        calls={[ANSWERED, MISSED]}
        error={null}
        onRetry={() => undefined}
        emptyText="No Data Available"
        {...props}
      />
    </QueryClientProvider>,
    { router: '/total-calls' },
  );
}

const table = () => screen.getByRole('table', { name: 'Calls' });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
const cells = (row: number) =>
  within(within(table()).getAllByRole('row')[row + 1]!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('CallDetailsTable', () => {
  it('shows every column of a call list within 1,200 px, so nothing is cut at 1280 px', () => {
    renderTable({ withOrder: true, offset: 50 });
    expect(headers()).toEqual([
      'S.No',
      'Customer',
      'Agent',
      'Caller Type',
      'Call Time',
      'Call Status',
      'Transfer Status',
      'Caller Duration',
      'Conversation Duration',
      'Order',
      'Disposition',
      'Recording',
    ]);
    expect(Number.parseInt(table().style.minWidth, 10)).toBeLessThanOrEqual(1200);
    expect(cells(0)).toEqual([
      '51',
      '+917000000001',
      'Priya Nair +919845010148',
      'Agent · Outbound',
      formatDateTime(ANSWERED.started_at),
      'Answered',
      'Not Transferred',
      '1:35',
      '1:02:05',
      'K7Q2M9XA',
      'Order Confirmation / Confirmed / Address Verified',
      '',
    ]);
    // An inbound call nobody took, without a recording.
    expect(cells(1)).toEqual(
      expect.arrayContaining(['52', 'Not taken', 'Customer · Inbound', 'Not Answered', '–']),
    );
    expect(screen.getByRole('button', { name: 'Play recording of call 51' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play recording of call 52' })).toBeNull();
  });

  it("links each order with the call's own id, else the page's context, and opens it with Enter", async () => {
    const onOpenOrder = vi.fn();
    const { user } = renderTable({ withOrder: true, ucid: 'UC-1001', onOpenOrder });
    expect(screen.getByRole('link', { name: 'K7Q2M9XA' }).getAttribute('href')).toBe(
      '/ORDERK7Q2M9XA?ucid=sandbox-11',
    );
    expect(screen.getByRole('link', { name: 'P4R8T2WZ' }).getAttribute('href')).toBe(
      '/ORDERP4R8T2WZ?ucid=UC-1001',
    );

    await user.click(screen.getByText('+917000000002'));
    await user.keyboard('{Enter}');
    expect(onOpenOrder).toHaveBeenCalledWith('/ORDERP4R8T2WZ?ucid=UC-1001');
  });

  it("leaves the order and disposition out of an order's own calls", () => {
    renderTable();
    expect(headers()).not.toContain('Order');
    expect(headers()).not.toContain('Disposition');
    expect(headers()).toContain('Recording');
    expect(screen.getByRole('button', { name: 'Play recording of call 1' })).toBeTruthy();
  });

  it('shows the empty text and a failed load with Retry in place of the rows', async () => {
    const onRetry = vi.fn();
    const view = renderTable({ calls: [] });
    expect(screen.getByText('No Data Available')).toBeTruthy();
    view.unmount();
    const { user } = renderTable({
      calls: undefined,
      error: new Error('Something Went Wrong!'),
      onRetry,
    });
    expect(screen.getByText('Something Went Wrong!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
