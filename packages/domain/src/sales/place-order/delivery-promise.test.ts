import { describe, expect, it } from 'vitest';
import {
  availableModes,
  deliveryChargePaise,
  docketQuantity,
  estimatedDelivery,
  linePricing,
  ODA_CHARGE_PER_DOCKET_PAISE,
  odaChargePaise,
  promiseLine,
} from './delivery-promise';

const served = { serviceable: true, oda: false, cod_available: true, edd_days: 7 };
const noCash = { serviceable: true, oda: false, cod_available: false, edd_days: 4 };
const oda = { serviceable: true, oda: true, cod_available: true, edd_days: 12 };
const notServed = { serviceable: false, oda: false, cod_available: true, edd_days: 7 };
const price = { delivery_charge_paise: 49_900, free_delivery_above_paise: 2_000_000 };
// 10:00 in India on 1 March 2026.
const now = new Date('2026-03-01T04:30:00.000Z');

describe('the promise engine rules', () => {
  it('pins the documented constants', () => {
    expect(ODA_CHARGE_PER_DOCKET_PAISE).toBe(50_000);
  });

  it.each([
    ['no price of its own', null, 2, 100_000, 0],
    ['its price per docket below the free value', price, 2, 1_999_999, 99_800],
    ['nothing from the free value on', price, 2, 2_000_000, 0],
    [
      'its price at any value when never free',
      { ...price, free_delivery_above_paise: null },
      3,
      9_000_000,
      149_700,
    ],
  ])('charges delivery at a pincode with %s', (_what, p, dockets, orderItems, paise) => {
    expect(deliveryChargePaise(p, dockets, orderItems)).toBe(paise);
  });

  it.each([
    [1, 1],
    [3, 3],
  ])('ships %i units in %i dockets', (quantity, dockets) => {
    expect(docketQuantity(quantity)).toBe(dockets);
  });

  it.each([
    [served, 2, 0],
    [oda, 1, 50_000],
    [oda, 3, 150_000],
  ])('charges ODA per docket only out of the delivery area (%o, %i dockets)', (area, n, paise) => {
    expect(odaChargePaise(area, n)).toBe(paise);
  });

  it.each([
    [served, '2026-03-08'],
    [noCash, '2026-03-05'],
    [oda, '2026-03-13'],
  ])('promises delivery the pincode’s EDD days on, in India’s calendar (%o)', (area, day) => {
    expect(estimatedDelivery(area, now)).toBe(day);
  });

  it.each([
    [served, ['COD', 'ONLINE']],
    [noCash, ['ONLINE']],
    [oda, ['ONLINE']],
    [notServed, []],
  ])('offers the payment modes of the area (%o)', (area, modes) => {
    expect(availableModes(area)).toEqual(modes);
  });

  it.each([
    [
      served,
      {
        docket_quantity: 2,
        delivery_charges: 0,
        cod_oda_charges: 0,
        online_oda_charges: 0,
        cod_delivery_possible: true,
        online_delivery_possible: true,
        cod_edd: '2026-03-08',
        online_edd: '2026-03-08',
      },
    ],
    [
      oda,
      {
        docket_quantity: 2,
        delivery_charges: 100_000,
        cod_oda_charges: 100_000,
        online_oda_charges: 100_000,
        cod_delivery_possible: false,
        online_delivery_possible: true,
        cod_edd: null,
        online_edd: '2026-03-13',
      },
    ],
    [
      notServed,
      {
        docket_quantity: 2,
        delivery_charges: 0,
        cod_oda_charges: 0,
        online_oda_charges: 0,
        cod_delivery_possible: false,
        online_delivery_possible: false,
        cod_edd: null,
        online_edd: null,
      },
    ],
  ])('promises a line of 2 (%o)', (area, line) => {
    expect(promiseLine(area, 2, now)).toEqual(line);
  });

  it.each([
    [served, 1_000_000, 99_800],
    [served, 2_000_000, 0],
    [oda, 1_000_000, 99_800 + 100_000],
    [notServed, 1_000_000, 0],
  ])('adds the pincode’s price to a line of 2 (%o, items %i)', (area, orderItemsPaise, paise) => {
    expect(promiseLine(area, 2, now, { price, orderItemsPaise }).delivery_charges).toBe(paise);
  });

  it('prices an order’s lines by what its items come to', () => {
    const lines = [
      { price_paise: 1_500_000, item_quantity: 1 },
      { price_paise: 120_000, item_quantity: 3 },
    ];
    expect(linePricing(price, lines)).toEqual({ price, orderItemsPaise: 1_860_000 });
    expect(linePricing(null, [])).toEqual({ price: null, orderItemsPaise: 0 });
  });

  it('promises no cash on delivery where the couriers do not collect it', () => {
    expect(promiseLine(noCash, 1, now)).toMatchObject({
      cod_delivery_possible: false,
      cod_edd: null,
      online_edd: '2026-03-05',
    });
  });
});
