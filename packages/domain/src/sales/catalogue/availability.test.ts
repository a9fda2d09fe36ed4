import { describe, expect, it } from 'vitest';
import { isServiceable, paymentModes, stockState } from './availability';

describe('payment modes by delivery area', () => {
  it.each([
    [{ serviceable: true, oda: false, cod_available: true }, ['COD', 'ONLINE'], true],
    [{ serviceable: true, oda: false, cod_available: false }, ['ONLINE'], true],
    [{ serviceable: true, oda: true, cod_available: true }, ['ONLINE'], true],
    [{ serviceable: false, oda: false, cod_available: true }, [], false],
    [{ serviceable: false, oda: true, cod_available: false }, [], false],
    [null, ['COD', 'ONLINE'], true],
  ])('%j pays by %j (serviceable: %s)', (area, modes, serviceable) => {
    expect(paymentModes(area)).toEqual(modes);
    expect(isServiceable(area)).toBe(serviceable);
  });
});

describe('stock state', () => {
  it.each([
    [5, 1, 'in_stock'],
    [1, 1, 'in_stock'],
    [0, 1, 'out_of_stock'],
    [3, 4, 'out_of_stock'],
    [10_000, 1, 'in_stock'],
  ] as const)('max %i with minimum %i is %s', (max, min, state) => {
    expect(stockState(max, min)).toBe(state);
  });
});
