import {
  TRACKING_STEPS,
  trackingStepState,
  type CartTrackResponse,
  type TrackingStepInput,
} from '@backoffice/domain/orders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiReply } from '@/lib/testing/mock-api';
import { aCart, anOrder } from '@/lib/testing/order-fixtures';
import { cartRecordActions } from '@/features/orders/order-page-actions';
import { openAction } from '@/lib/testing/open-order-action';

const trackOrder = cartRecordActions.find((action) => action.key === 'track-order');
const cart = aCart({ orm_order_status: 7, docket_number: 'BD123456' });

const step = (over: Partial<TrackingStepInput>): TrackingStepInput => ({
  key: 'order_confirmed',
  status: false,
  time: null,
  sub_activities: [],
  ...over,
});
const done = (activity: string, time: string) => ({ activity, status: true, time });
const pending = (activity: string) => ({ activity, status: false, time: null });

/** A step as the contract carries it: with its label and state; the popup decides what shows. */
const labelled = (input: TrackingStepInput): CartTrackResponse['steps'][number] => ({
  ...input,
  label: TRACKING_STEPS.find(({ key }) => key === input.key)?.label ?? input.key,
  state: trackingStepState(input),
});

type TrackAnswer = Omit<CartTrackResponse, 'steps'> & { steps: TrackingStepInput[] };
const answer = ({ steps = [], ...over }: Partial<TrackAnswer>): CartTrackResponse => ({
  cart_pid: 981234,
  non_shipping_label_case: true,
  tracking: null,
  tracking_error: null,
  docket_url: 'https://www.bluedart.com/tracking',
  ...over,
  steps: steps.map(labelled),
});

function openTracking(reply: ApiReply) {
  return openAction(
    trackOrder,
    { 'GET /cart-track-data/981234/': reply },
    { order: anOrder({ carts: [cart] }), cart },
  );
}

const stepItem = (name: string) => screen.findByRole('listitem', { name });

describe('track order popup', () => {
  it('shows each step as done, partly done or pending, with its time in IST', async () => {
    const steps = [
      step({ status: true, time: '2026-11-20T03:35:00.000Z' }),
      step({
        key: 'order_processing',
        time: '2026-11-21T10:00:00.000Z',
        sub_activities: [
          done('Invoice generated', '2026-11-21T10:00:00.000Z'),
          pending('Docket generated'),
        ],
      }),
      step({ key: 'in_transit', sub_activities: [pending('Picked up by the courier')] }),
      step({ key: 'delivered' }),
    ];
    openTracking({ body: answer({ steps }) });
    const confirmed = await stepItem('Order Confirmed: Done');
    expect(within(confirmed).getByText('09:05AM, 20 Nov')).toBeDefined();
    const processing = await stepItem('Order Processing: Partly done');
    expect(within(processing).getByText('Invoice generated')).toBeDefined();
    // The step's own time and its invoice's.
    expect(within(processing).getAllByText(/03:30PM, 21 Nov/)).toHaveLength(2);
    expect(await stepItem('In Transit: Pending')).toBeDefined();
    expect(await stepItem('Delivered: Pending')).toBeDefined();
  });

  it('hides Order Processing while it has no time and transit has not started', async () => {
    const steps = [
      step({ status: true, time: '2026-11-20T03:35:00.000Z' }),
      step({ key: 'order_processing', sub_activities: [pending('Invoice generated')] }),
      step({ key: 'in_transit', sub_activities: [pending('Picked up by the courier')] }),
    ];
    openTracking({ body: answer({ steps }) });
    expect(await stepItem('Order Confirmed: Done')).toBeDefined();
    expect(screen.queryByText('Order Processing')).toBeNull();
  });

  it("lists the courier's scans, newest first, with their times in IST", async () => {
    const { user } = openTracking({
      body: answer({
        steps: [step({ status: true, time: '2026-11-20T03:35:00.000Z' })],
        tracking: {
          docket_name: 'Blue Dart',
          DocketNumber: 'BD123456',
          InvoiceNumber: null,
          Status: 'In Transit',
          EstimatedDeliveryDate: null,
          Origin: 'Bengaluru',
          Destination: 'Mysuru',
          Scans: [
            {
              ScanDescription: 'Arrived at hub',
              ScanDate: '2026-11-22T04:30:00.000Z',
              ScanLocation: 'Mysuru Hub',
            },
            {
              ScanDescription: 'Picked up',
              ScanDate: '2026-11-21T12:00:00.000Z',
              ScanLocation: 'Bengaluru Warehouse',
            },
          ],
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Blue Dart BD123456: In Transit' }));
    const scans = await screen.findByRole('table', { name: 'Courier scans' });
    const rows = within(scans)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Arrived at hub', 'Mysuru Hub', '22 Nov, 2026 10:00 AM'],
      ['Picked up', 'Bengaluru Warehouse', '21 Nov, 2026 5:30 PM'],
    ]);
  });

  it("links to the courier's site when the courier cannot be reached", async () => {
    openTracking({
      body: answer({ tracking_error: 'Something went wrong. Please click the above button.' }),
    });
    const link = await screen.findByRole('link', { name: 'Track on Courier Site' });
    expect(link.getAttribute('href')).toBe('https://www.bluedart.com/tracking');
    expect(screen.getByRole('alert').textContent).toBe(
      'Something went wrong. Please click the above button.',
    );
  });

  it('offers a retry when the tracking cannot be loaded', async () => {
    openTracking({ status: 500, body: { error: 'Something Went Wrong!' } });
    expect(await screen.findByText('Something Went Wrong!')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined();
  });
});
