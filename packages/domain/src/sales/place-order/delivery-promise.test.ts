import { describe, expect, it } from 'vitest';
import {
  availableModes,
  DELIVERY_DAYS,
  docketQuantity,
  estimatedDelivery,
  ODA_CHARGE_PER_DOCKET_PAISE,
  odaChargePaise,
  promiseLine,
} from './delivery-promise';

const served = { serviceable: true, oda: false };
const oda = { serviceable: true, oda: true };
const notServed = { serviceable: false, oda: false };
// 10:00 in India on 1 March 2026.
const now = new Date('2026-03-01T04:30:00.000Z');

describe('the promise engine rules', () => {
  it('pins the documented constants', () => {
    expect(ODA_CHARGE_PER_DOCKET_PAISE).toBe(50_000);
    expect(DELIVERY_DAYS).toEqual({ standard: 7, outOfDeliveryArea: 12 });
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
    [oda, '2026-03-13'],
  ])('promises delivery in India’s calendar (%o)', (area, day) => {
    expect(estimatedDelivery(area, now)).toBe(day);
  });

  it.each([
    [served, ['COD', 'ONLINE']],
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
});
