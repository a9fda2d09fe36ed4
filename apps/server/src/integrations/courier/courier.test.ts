import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../test-provider-server';
import { courierTrackingUrl, type DocketQuery } from './courier';
import { createLiveCourier } from './courier.live';
import { createSandboxCourier } from './courier.sandbox';

const SHIPPED = new Date('2026-11-12T06:00:00.000Z');
const query = (over: Partial<DocketQuery['shipment']> = {}): DocketQuery => ({
  courier: 'Delhivery',
  docket_number: 'DLV1234567',
  shipment: {
    invoice_number: 'INV-1001',
    shipped_at: SHIPPED,
    promised_date: '2026-11-16',
    delivered_at: null,
    destination: 'Bengaluru',
    ...over,
  },
});
const at = (iso: string) => new Date(iso);

describe('the sandbox courier', () => {
  const courier = createSandboxCourier();

  it.each([
    ['2026-11-12T05:00:00.000Z', [], 'Manifested'],
    ['2026-11-12T06:00:00.000Z', ['Shipment picked up'], 'Shipment picked up'],
    ['2026-11-14T00:00:00.000Z', ['Shipment picked up', 'In transit'], 'In transit'],
    [
      '2026-11-15T12:00:00.000Z',
      ['Shipment picked up', 'In transit', 'Reached destination hub'],
      'Reached destination hub',
    ],
    [
      '2026-11-16T04:00:00.000Z',
      ['Shipment picked up', 'In transit', 'Reached destination hub', 'Out for delivery'],
      'Out for delivery',
    ],
  ])('at %s has scanned %j', async (now, scans, status) => {
    const tracking = await courier.track(query(), at(now));
    expect(tracking.scans.map((s) => s.description)).toEqual(scans);
    expect(tracking.status).toBe(status);
  });

  it('answers the same docket the same way, out of the warehouse the docket number picks', async () => {
    const now = at('2026-11-20T00:00:00.000Z');
    const first = await courier.track(query(), now);
    expect(await courier.track(query(), now)).toEqual(first);
    expect(first).toMatchObject({
      courier: 'Delhivery',
      docket_number: 'DLV1234567',
      invoice_number: 'INV-1001',
      expected_delivery_date: '2026-11-16',
      destination: 'Bengaluru',
    });
    expect(first.scans[0]).toEqual({
      description: 'Shipment picked up',
      at: SHIPPED.toISOString(),
      location: first.origin,
    });
    expect(first.scans[3]).toMatchObject({ at: '2026-11-16T03:30:00.000Z', location: 'Bengaluru' });
  });

  it('delivers when the cart was delivered, pulling an early run forward', async () => {
    const delivered = at('2026-11-14T10:00:00.000Z');
    const tracking = await courier.track(
      query({ delivered_at: delivered }),
      at('2026-11-30T00:00:00.000Z'),
    );
    expect(tracking.scans.map((s) => [s.description, s.at])).toEqual([
      ['Shipment picked up', SHIPPED.toISOString()],
      ['In transit', expect.any(String)],
      ['Out for delivery', '2026-11-14T07:00:00.000Z'],
      ['Delivered', delivered.toISOString()],
    ]);
    expect(tracking.status).toBe('Delivered');
  });

  it('fails as an outage while down', async () => {
    const down = createSandboxCourier();
    down.setDown(true);
    await expect(down.track(query(), SHIPPED)).rejects.toMatchObject({
      message: 'Courier tracking is unavailable. Try again later.',
    });
  });
});

describe('courier tracking pages (001 section 8)', () => {
  it.each([
    ['Delhivery', 'https://www.delhivery.com/track/package/DLV1%2F2'],
    ['FedEx', 'https://www.fedex.com/fedextrack/?trknbr=DLV1%2F2'],
    ['Blue Dart', 'https://www.bluedart.com/tracking'],
    ['xpressbees', 'https://www.xpressbees.com/track'],
    ['Pigeon Post', null],
  ])('%s: %s', (courier, url) => {
    expect(courierTrackingUrl(courier, 'DLV1/2')).toBe(url);
  });
});

describe('the live courier driver', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider(({ path }) =>
      path.includes('BROKEN')
        ? { status: 200, body: { Status: 'x' } }
        : {
            status: 200,
            body: {
              docket_name: 'Delhivery',
              DocketNumber: 'DLV1234567',
              InvoiceNumber: 'INV-1001',
              Status: 'In transit',
              EstimatedDeliveryDate: '2026-11-16T00:00:00',
              Origin: 'Bhiwandi',
              Destination: 'Bengaluru',
              Scans: [
                {
                  ScanDescription: 'In transit',
                  ScanDate: '2026-11-13T08:00:00Z',
                  ScanLocation: 'Nagpur',
                },
                {
                  ScanDescription: 'Picked up',
                  ScanDate: '2026-11-12T06:00:00Z',
                  ScanLocation: 'Bhiwandi',
                },
              ],
            },
          },
    );
  });
  afterAll(() => fake.close());
  const live = () => createLiveCourier({ provider: 'live', url: fake.url, apiKey: 'key' });

  it('reads the tracking record, scans oldest first', async () => {
    const tracking = await live().track(query(), SHIPPED);
    expect(fake.requests.at(-1)?.path).toBe('/v1/track/Delhivery/DLV1234567');
    expect(tracking).toEqual({
      courier: 'Delhivery',
      docket_number: 'DLV1234567',
      invoice_number: 'INV-1001',
      status: 'In transit',
      expected_delivery_date: '2026-11-16',
      origin: 'Bhiwandi',
      destination: 'Bengaluru',
      scans: [
        { description: 'Picked up', at: '2026-11-12T06:00:00.000Z', location: 'Bhiwandi' },
        { description: 'In transit', at: '2026-11-13T08:00:00.000Z', location: 'Nagpur' },
      ],
    });
  });

  it('turns an unreadable record into "unavailable"', async () => {
    const broken = { ...query(), docket_number: 'BROKEN' };
    await expect(live().track(broken, SHIPPED)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});
