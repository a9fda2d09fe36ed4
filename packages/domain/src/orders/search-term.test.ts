import { describe, expect, it } from 'vitest';
import { classifySearchTerm, type ClassifiedSearchTerm } from './search-term';

describe('classifySearchTerm (universal search, docs/orders.md)', () => {
  it.each<[string, ClassifiedSearchTerm]>([
    // Order ids: 8 letters or digits, with or without ORDER, any case.
    ['ORDERK7Q2M9XA', { kind: 'order_id', value: 'K7Q2M9XA' }],
    ['orderk7q2m9xa', { kind: 'order_id', value: 'K7Q2M9XA' }],
    ['ORDER K7Q2M9XA', { kind: 'order_id', value: 'K7Q2M9XA' }],
    ['order#12345678', { kind: 'order_id', value: '12345678' }],
    ['  k7q2m9xa  ', { kind: 'order_id', value: 'K7Q2M9XA' }],
    // An 8-letter term is a name as well; 8 digits a cart id as well.
    [
      'Abhishek',
      { kind: 'order_id', value: 'ABHISHEK', fallback: { kind: 'name', value: 'abhishek' } },
    ],
    [
      '12345678',
      { kind: 'order_id', value: '12345678', fallback: { kind: 'cart_id', value: '12345678' } },
    ],
    // Cart ids: digits, with or without a cart prefix; leading zeros do not count.
    ['981234', { kind: 'cart_id', value: '981234' }],
    ['cart981234', { kind: 'cart_id', value: '981234' }],
    ['CART-981234', { kind: 'cart_id', value: '981234' }],
    ['cart 0042', { kind: 'cart_id', value: '42' }],
    ['1234567890', { kind: 'cart_id', value: '1234567890' }],
    ['0', { kind: 'cart_id', value: '0' }],
    // Mobiles: 10 digits from 6 to 9, with +91, 91 or 0 and spaces or dashes.
    ['9845012345', { kind: 'mobile', value: '9845012345' }],
    ['+91 98450 12345', { kind: 'mobile', value: '9845012345' }],
    ['919845012345', { kind: 'mobile', value: '9845012345' }],
    ['09845012345', { kind: 'mobile', value: '9845012345' }],
    ['98450-12345', { kind: 'mobile', value: '9845012345' }],
    // E-mails: exact, lower-case.
    ['Asha.Rao@Example.com', { kind: 'email', value: 'asha.rao@example.com' }],
    [' asha@example.in ', { kind: 'email', value: 'asha@example.in' }],
    // Anything else is the start of a customer's name.
    ['Asha', { kind: 'name', value: 'asha' }],
    ['asha   rao', { kind: 'name', value: 'asha rao' }],
    ['Asha R', { kind: 'name', value: 'asha r' }],
    ['k7q2m9x', { kind: 'name', value: 'k7q2m9x' }],
    ['orderly', { kind: 'name', value: 'orderly' }],
    ['100%', { kind: 'name', value: '100%' }],
  ])('reads %j', (term, expected) => {
    expect(classifySearchTerm(term)).toEqual(expected);
  });

  it.each(['', '   ', '\t'])('answers null for the empty term %j', (term) => {
    expect(classifySearchTerm(term)).toBeNull();
  });
});
