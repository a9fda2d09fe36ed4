import { describe, expect, it } from 'vitest';
import { orderPagePath, parseOrderAddress } from './order-address';

describe('the order page address (000 section 2)', () => {
  it.each([
    ['ORDERK7Q2M9XA', 'K7Q2M9XA'],
    ['ORDERk7q2m9xa', 'K7Q2M9XA'],
    ['ORDER12345678', '12345678'],
    ['ORDERK7Q2M9X', null],
    ['ORDERK7Q2M9XAB', null],
    ['K7Q2M9XA', null],
    ['no-such-screen', null],
    ['ORDERK7Q2-9XA', null],
  ])('reads %s as %s', (segment, id) => {
    expect(parseOrderAddress(segment)).toBe(id);
  });

  it('builds the address from the order id', () => {
    expect(orderPagePath('K7Q2M9XA')).toBe('/ORDERK7Q2M9XA');
  });
});
