import { describe, expect, it } from 'vitest';
import { codToOnlineRefusal, ZCodToOnlineListQuery, ZCodToOnlineRequest } from './cod-to-online';

const ELIGIBLE = {
  order_type: 0,
  orm_order_status: 1,
  total_cod: 10_000,
  delivered: false,
} as const;

describe('COD to online eligibility (001 section 5)', () => {
  it.each([
    [{}, null],
    [{ orm_order_status: 2 }, null],
    [{ orm_order_status: 14 }, null],
    [{ order_type: 1 }, 'Only default orders can move to online'],
    [{ order_type: 2 }, 'Only default orders can move to online'],
    [{ total_cod: 0 }, 'Nothing is payable on delivery for this cart'],
    [{ orm_order_status: 4 }, 'The cart is cancelled'],
    [{ orm_order_status: 21 }, 'The cart is delivered'],
    [{ orm_order_status: 9, delivered: true }, 'The cart is delivered'],
    [{ orm_order_status: 23 }, 'The cart is RTS'],
  ] as const)('%j: %s', (change, refusal) => {
    expect(codToOnlineRefusal({ ...ELIGIBLE, ...change })).toBe(refusal);
  });
});

describe('the COD to online payload', () => {
  it.each([
    [{ cart_ids: [] }, { cart_ids: 'This field is Required!' }],
    [{ payment_via: '' }, { payment_via: 'This field is Required!' }],
    [{ payment_via: undefined }, { payment_via: 'This field is Required!' }],
  ])('%j is refused with %j', (change, errors) => {
    const result = ZCodToOnlineRequest.safeParse({
      order_id: 'ABCD1234',
      cart_ids: [1],
      amount: 100,
      payment_via: 'Juspay',
      ...change,
    });
    expect(
      Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message])),
    ).toEqual(errors);
  });

  it('defaults the source to CRM and reads rupees as paise', () => {
    expect(
      ZCodToOnlineRequest.parse({
        order_id: 'ORDERABCD1234'.slice(5),
        cart_ids: [7],
        amount: 1999.5,
        payment_via: 'Juspay',
      }),
    ).toMatchObject({ amount: 199_950, source: 'CRM' });
  });

  it('lists pending requests 50 at a time by default; ORDER before an id is dropped', () => {
    expect(ZCodToOnlineListQuery.parse({ search: 'orderabcd1234' })).toEqual({
      status: 'pending',
      search: 'ABCD1234',
      limit: 50,
      offset: 0,
    });
  });
});
