import { describe, expect, it } from 'vitest';
import { lineDocket } from './docket-modes';

const now = new Date('2026-11-26T06:00:00Z');
const area = { serviceable: true, oda: false, cod_available: true, edd_days: 1 };
const line = { item_quantity: 2, standard_charges_paise: 10_000, standard_edd: '2026-11-27' };
const modes = (d: ReturnType<typeof lineDocket>) =>
  d.available_modes.map((m) => [m.delivery_type_id, m.delivery_charges_paise]);

describe('delivery types of a line (qd EXPRESS, sdd, ndd, sd)', () => {
  it.each([
    [
      'a 1-day pincode takes every type',
      area,
      [
        [1, 160_000],
        [2, 90_000],
        [3, 50_000],
        [4, 10_000],
      ],
      1,
    ],
    [
      'a 2-day pincode takes next day and standard',
      { ...area, edd_days: 2 },
      [
        [3, 50_000],
        [4, 10_000],
      ],
      3,
    ],
    ['out of the delivery area only standard', { ...area, oda: true }, [[4, 10_000]], 4],
    ['an unserved pincode nothing', { ...area, serviceable: false }, [], null],
  ])('%s', (_name, place, expected, fastest) => {
    const docket = lineDocket(place, line, now);
    expect(modes(docket)).toEqual(expected);
    expect(docket.fastest_delivery_option).toBe(fastest);
  });

  it('promises EXPRESS today and standard on its EDD', () => {
    const docket = lineDocket(area, line, now);
    expect(docket.available_modes[0]?.promised_date).toBe('2026-11-26');
    expect(docket.available_modes[3]?.promised_date).toBe('2026-11-27');
  });
});
