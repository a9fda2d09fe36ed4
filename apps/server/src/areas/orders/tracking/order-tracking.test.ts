import { cartDockets, cartRequestedDates } from '@backoffice/db/schema';
import { seedOrder, seedShippingLabel } from '@backoffice/db/seed';
import type { StatusId } from '@backoffice/domain/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierTrackingUrl } from '../../../integrations/courier/courier';
import { createSandboxCourier } from '../../../integrations/courier/courier.sandbox';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

const courier = createSandboxCourier();
let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp({ integrations: { courier } });
  call = callsAs(t);
});
afterAll(() => t.close());

const aCart = async (status: StatusId) => {
  const seeded = await seedOrder(t.db, { carts: [{ status }] });
  const cart = seeded.carts[0];
  if (!cart) throw new Error('no cart');
  const [docket] = await t.db.select().from(cartDockets).where(eq(cartDockets.cart_id, cart.id));
  return { seeded, cart, docket };
};
const track = async (cartId: number) =>
  (await call.get(`/api/cart-track-data/${cartId}/`, 4)).json();
const states = (body: { steps: { key: string; state: string }[] }) =>
  body.steps.map((s) => [s.key, s.state]);

describe('GET /api/cart-track-data/:cart_pid/', () => {
  it('shows a confirmed cart without a docket, Order Processing hidden', async () => {
    const { cart } = await aCart(2);
    const body = await track(cart.id);
    expect(states(body)).toEqual([
      ['order_confirmed', 'done'],
      ['in_transit', 'pending'],
      ['picking', 'pending'],
      ['out_for_delivery', 'pending'],
      ['delivered', 'pending'],
    ]);
    expect(body).toMatchObject({
      cart_pid: cart.id,
      non_shipping_label_case: true,
      tracking: null,
      tracking_error: null,
      docket_url: null,
    });
  });

  it("follows a shipped cart's docket with the courier, scans newest first", async () => {
    const { cart, docket } = await aCart(7);
    const body = await track(cart.id);
    const url = courierTrackingUrl(docket?.courier_name ?? '', docket?.docket_number ?? '');
    expect(body.docket_url).toBe(url);
    expect(body.tracking).toMatchObject({
      docket_name: docket?.courier_name,
      DocketNumber: docket?.docket_number,
    });
    const times = body.tracking.Scans.map((s: { ScanDate: string }) => s.ScanDate);
    expect(times).toEqual([...times].sort().reverse());
    const transit = body.steps.find((s: { key: string }) => s.key === 'in_transit');
    expect(transit.tracking_data).toMatchObject({
      docket_name: docket?.courier_name,
      tracking_number: docket?.docket_number,
      docket_url: url,
    });
    expect(states(body).slice(0, 2)).toEqual([
      ['order_confirmed', 'done'],
      ['order_processing', 'done'],
    ]);
    expect(['partial', 'done']).toContain(transit.state);
  });

  it('shows every step done for a delivered cart', async () => {
    const { cart } = await aCart(21);
    const body = await track(cart.id);
    expect(body.steps.every((s: { state: string }) => s.state === 'done')).toBe(true);
    expect(body.steps.at(-1)).toMatchObject({
      key: 'delivered',
      time: cart.delivered_at?.toISOString(),
    });
  });

  it("keeps the steps and offers the courier's page when the courier is down", async () => {
    const { cart, docket } = await aCart(21);
    courier.setDown(true);
    try {
      const body = await track(cart.id);
      expect(body).toMatchObject({
        tracking: null,
        tracking_error: 'Something went wrong. Please click the above button.',
        docket_url: courierTrackingUrl(docket?.courier_name ?? '', docket?.docket_number ?? ''),
      });
      expect(body.steps.at(-1)).toMatchObject({ key: 'delivered', state: 'done' });
    } finally {
      courier.setDown(false);
    }
  });
});

describe('GET /api/pdd-breakdown/:cart_pid/', () => {
  it('plans each stage and shows when it happened', async () => {
    const { seeded, cart } = await aCart(21);
    const response = await call.get(`/api/pdd-breakdown/${cart.id}/`, 4);
    expect(response.statusCode).toBe(200);
    const { rows } = response.json();
    expect(rows.map((r: { label: string }) => r.label)).toEqual([
      'Order Confirmation',
      'Invoicing',
      'Dispatch',
      'Delivery',
    ]);
    expect(rows[0].actual).toBe(seeded.order.confirmed_at?.toISOString());
    expect(rows[3]).toEqual({
      label: 'Delivery',
      predicted: `${cart.promised_date}T00:00:00.000Z`,
      actual: cart.delivered_at?.toISOString(),
    });
  });
});

describe('GET /api/requested-date-log/:cart_pid/', () => {
  it('lists the dates asked for, newest first, Forward as 1 and Reverse as 0', async () => {
    const { cart } = await aCart(2);
    const row = {
      cart_id: cart.id,
      updated_by_name: 'Priya Nair',
      updated_by_email: 'oc.agent@backoffice.test',
    };
    await t.db.insert(cartRequestedDates).values([
      {
        ...row,
        new_requested_date: '2026-12-01',
        old_pickup_date: '2026-11-25',
        is_forward: true,
        planning_remarks: 'Later please',
        created_at: new Date('2026-11-20T05:00:00Z'),
      },
      {
        ...row,
        new_requested_date: '2026-12-05',
        is_forward: false,
        created_at: new Date('2026-11-21T05:00:00Z'),
      },
    ]);
    const response = await call.get(`/api/requested-date-log/${cart.id}/`, 4);
    expect(response.json()).toEqual({
      results: [
        {
          new_requested_date: '2026-12-05',
          old_pickup_date: null,
          updated_by_name: 'Priya Nair',
          updated_by_email: 'oc.agent@backoffice.test',
          updated_timestamp: '2026-11-21T05:00:00.000Z',
          is_forward: 0,
          planning_remarks: null,
        },
        {
          new_requested_date: '2026-12-01',
          old_pickup_date: '2026-11-25',
          updated_by_name: 'Priya Nair',
          updated_by_email: 'oc.agent@backoffice.test',
          updated_timestamp: '2026-11-20T05:00:00.000Z',
          is_forward: 1,
          planning_remarks: 'Later please',
        },
      ],
    });
  });
});

describe('GET /api/shipping-label-transit-history/:cart_pid/', () => {
  it('answers no shipping labels for a cart that ships with the courier alone', async () => {
    const { cart } = await aCart(7);
    const response = await call.get(`/api/shipping-label-transit-history/${cart.id}/`, 4);
    expect(response.json()).toEqual({
      cart_pid: cart.id,
      non_shipping_label_case: true,
      results: [],
    });
  });

  it("answers a labelled cart's mid label, child label with warehouse names, and its moves", async () => {
    const { cart } = await aCart(6);
    const at = (hours: number) => new Date(cart.created_at.getTime() + hours * 3_600_000);
    const leg = { from_warehouse_id: 1, to_warehouse_id: 2 };
    await seedShippingLabel(t.db, {
      cart_id: cart.id,
      material_number: cart.item_sku,
      from_warehouse_id: 1,
      destination_warehouse_id: 2,
      moves: [
        { ...leg, status: 'Created', at: at(2) },
        { ...leg, status: 'In Transit', at: at(8), remark: 'Dispatched' },
      ],
    });
    const body = (await call.get(`/api/shipping-label-transit-history/${cart.id}/`, 4)).json();
    expect(body).toMatchObject({ cart_pid: cart.id, non_shipping_label_case: false });
    expect(body.results).toEqual([
      {
        mid_shipping_label: `MSL${cart.id}`,
        status: 'In Transit',
        child_shipping_labels: [
          {
            shipping_labels_info: {
              child_shipping_label: `MSL${cart.id}-1`,
              shipping_label_status: 'In Transit',
              material_number: cart.item_sku,
              sto_number: `STO${cart.id}`,
              batch_number: expect.stringMatching(/^B\d{6}$/),
              quantity: 1,
              middle_mile_route: 'WH1-WH2',
              from_warehouse_name: 'Bhiwandi Warehouse',
              destination_warehouse_name: 'Hoskote Warehouse',
              create_timestamp: at(2).toISOString(),
            },
            transit_details: [
              expect.objectContaining({
                new_shipping_label_status: 'Created',
                source_warehouse_id: 1,
                destination_warehouse_id: 2,
                remark: null,
                create_timestamp: at(2).toISOString(),
              }),
              expect.objectContaining({
                new_shipping_label_status: 'In Transit',
                remark: 'Dispatched',
                create_timestamp: at(8).toISOString(),
              }),
            ],
          },
        ],
      },
    ]);

    const tracked = await track(cart.id);
    expect(tracked.non_shipping_label_case).toBe(false);
    const transit = tracked.steps.find((step: { key: string }) => step.key === 'transit');
    expect(transit.sub_activities.slice(0, 2)).toEqual([
      { activity: 'Created', status: true, time: at(2).toISOString() },
      { activity: 'In Transit', status: true, time: at(8).toISOString() },
    ]);
  });
});

describe("a cart's tracking popups", () => {
  const PATHS = [
    'cart-track-data',
    'shipping-label-transit-history',
    'pdd-breakdown',
    'requested-date-log',
  ];

  it.each(PATHS)(
    '/api/%s/ answers 404 for an unknown cart, 400 for a bad id, 403 to NPL',
    async (path) => {
      const unknown = await call.get(`/api/${path}/99999999/`, 4);
      expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Cart not found']);
      const bad = await call.get(`/api/${path}/abc/`, 4);
      expect([bad.statusCode, bad.json().error]).toEqual([
        400,
        'cart_pid must be a positive whole number',
      ]);
      expect((await call.get(`/api/${path}/1/`, 19)).statusCode).toBe(403);
    },
  );
});
