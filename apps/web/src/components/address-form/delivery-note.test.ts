import { describe, expect, it } from 'vitest';
import { deliveryNote } from './delivery-note';

const place = {
  pincode: '560034',
  city: 'Bengaluru',
  state: 'Karnataka',
  serviceable: true,
  oda: false,
  cod_available: true,
  edd_days: 4,
};

describe('the shipping pincode’s delivery note', () => {
  it.each([
    [place, 'COD available · delivery in 4 days'],
    [{ ...place, cod_available: false, edd_days: 6 }, 'Online payment only · delivery in 6 days'],
    [{ ...place, oda: true, edd_days: 12 }, 'Online payment only · delivery in 12 days'],
    [{ ...place, serviceable: false }, undefined],
    [undefined, undefined],
  ])('says %j', (details, note) => {
    expect(deliveryNote(details)).toBe(note);
  });
});
