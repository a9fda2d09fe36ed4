import { describe, expect, it } from 'vitest';
import { splitCartRefusal, splitLine, splitQuantityMessage } from './split-cart';

describe('which carts split', () => {
  it.each([
    [{ orm_order_status: 1, item_quantity: 3, is_locked: false }, null],
    [{ orm_order_status: 5, item_quantity: 2, is_locked: false }, null],
    [
      { orm_order_status: 1, item_quantity: 1, is_locked: false },
      'A cart of 1 item cannot be split',
    ],
    [
      { orm_order_status: 6, item_quantity: 3, is_locked: false },
      'A cart in Docketed cannot be split',
    ],
    [{ orm_order_status: 5, item_quantity: 3, is_locked: true }, null],
  ] as const)('%j: %s', (cart, refusal) => {
    expect(splitCartRefusal(cart)).toBe(refusal);
  });

  it.each([
    [1, 3, null],
    [2, 3, null],
    [3, 3, 'Keep at least 1 item in the cart'],
    [0, 3, 'Split at least 1 item'],
  ])('moving %i of %i: %s', (quantity, of, message) => {
    expect(splitQuantityMessage(quantity, of)).toBe(message);
  });
});

describe('sharing a line out', () => {
  it.each([
    [
      {
        item_quantity: 3,
        discount: 1_000,
        delivery_charges: 301,
        oda_charges: 0,
        docket_quantity: 3,
      },
      1,
      {
        item_quantity: 2,
        discount: 667,
        delivery_charges: 201,
        oda_charges: 0,
        docket_quantity: 2,
      },
      {
        item_quantity: 1,
        discount: 333,
        delivery_charges: 100,
        oda_charges: 0,
        docket_quantity: 1,
      },
    ],
    [
      { item_quantity: 4, discount: 0, delivery_charges: 0, oda_charges: 0, docket_quantity: 1 },
      3,
      { item_quantity: 1, discount: 0, delivery_charges: 0, oda_charges: 0, docket_quantity: 1 },
      { item_quantity: 3, discount: 0, delivery_charges: 0, oda_charges: 0, docket_quantity: 1 },
    ],
    [
      { item_quantity: 5, discount: 500, delivery_charges: 0, oda_charges: 0, docket_quantity: 10 },
      4,
      { item_quantity: 1, discount: 100, delivery_charges: 0, oda_charges: 0, docket_quantity: 2 },
      { item_quantity: 4, discount: 400, delivery_charges: 0, oda_charges: 0, docket_quantity: 8 },
    ],
    [
      { item_quantity: 2, discount: 0, delivery_charges: 0, oda_charges: 0, docket_quantity: 0 },
      1,
      { item_quantity: 1, discount: 0, delivery_charges: 0, oda_charges: 0, docket_quantity: 0 },
      { item_quantity: 1, discount: 0, delivery_charges: 0, oda_charges: 0, docket_quantity: 0 },
    ],
    [
      {
        item_quantity: 3,
        discount: 0,
        delivery_charges: 1_301,
        oda_charges: 1_000,
        docket_quantity: 3,
      },
      1,
      {
        item_quantity: 2,
        discount: 0,
        delivery_charges: 868,
        oda_charges: 667,
        docket_quantity: 2,
      },
      {
        item_quantity: 1,
        discount: 0,
        delivery_charges: 433,
        oda_charges: 333,
        docket_quantity: 1,
      },
    ],
  ])('%j moving %i keeps %j and moves %j', (line, moved, kept, movedLine) => {
    const result = splitLine(line, moved);
    expect(result).toEqual({ kept, moved: movedLine });
    expect(result.kept.discount + result.moved.discount).toBe(line.discount);
    expect(result.kept.oda_charges + result.moved.oda_charges).toBe(line.oda_charges);
  });
});
