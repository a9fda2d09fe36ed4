import { describe, expect, it } from 'vitest';
import { STATUS, type StatusId } from '../orders/statuses';
import {
  isIssuable,
  issueMessage,
  issueQuantityError,
  issueQuantityMax,
  ZIssueItemsRequest,
} from './issued-items';
import { ZMissingItemsQuery } from './missing-items';
import {
  isModifiableReplacement,
  isReplaceable,
  replacementQuantityError,
  ZCreateReplacement,
} from './replacements';

const S = STATUS;

describe('replacements', () => {
  it.each<[StatusId, boolean]>([
    [S.REPLACEMENT_REQUESTED, false],
    [S.PROCESSING, true],
    [S.SCHEDULE_RETURN_PICKUP, true],
    [S.RETURN_PICKUP_CREATED, true],
    [S.RETURN_PICKUP_DOCKETED, true],
    [S.RETURN_DOCKET_PICKUP, true],
    [S.RETURN_REACHED_TO_WAREHOUSE, true],
    [S.INWARD_SCANNED, true],
    [S.RESOLVED, false],
    [S.LOST_PRODUCT, false],
    [S.REQUESTED, false],
  ])('a request in %i may get its replacement: %s', (status, may) => {
    expect(isReplaceable(status)).toBe(may);
  });

  it.each<[StatusId, boolean]>([
    [S.NEW_ORDER, true],
    [S.CONFIRMED, true],
    [S.CONFIRMED_WITH_CUSTOMIZATION, true],
    [S.HOLD, true],
    [S.INVOICED, false],
    [S.SHIPPED, false],
    [S.DELIVERED, false],
  ])('a replacement whose cart is in %i may be modified: %s', (status, may) => {
    expect(isModifiableReplacement(status)).toBe(may);
  });

  it.each([
    [1, 2, null],
    [2, 2, null],
    [3, 2, 'Quantity should be between 1 and 2'],
    [0, 2, 'Quantity should be between 1 and 2'],
  ])('quantity %i of a return of %i: %s', (quantity, returned, message) => {
    expect(replacementQuantityError(quantity, returned)).toBe(message);
  });

  it.each([
    ['1234.5', 123_450],
    [99.99, 9_999],
    [undefined, undefined],
  ])('reads dealer_cx_price %s as %s paise', (price, paise) => {
    const parsed = ZCreateReplacement.parse({
      request_id: 1,
      version: 1,
      item_sku: 'MAT-ORTHO-72x36x6',
      quantity: 1,
      ...(price === undefined ? {} : { dealer_cx_price: price }),
    });
    expect(parsed.dealer_cx_price).toBe(paise);
  });

  it('refuses a dealer price of three decimals and an unknown field', () => {
    const base = { request_id: 1, version: 1, item_sku: 'X', quantity: 1 };
    expect(ZCreateReplacement.safeParse({ ...base, dealer_cx_price: '1.005' }).success).toBe(false);
    expect(ZCreateReplacement.safeParse({ ...base, price: 1 }).success).toBe(false);
  });
});

describe('issued items', () => {
  const bed = { item_quantity: 2, docket_quantity: 3 };
  it.each([
    [4, 6],
    [11, 6],
    [5, 2],
    [8, 20],
  ] as const)('type %i may issue at most %i for two items in three packages', (type, max) => {
    expect(issueQuantityMax(type, bed)).toBe(max);
    expect(issueQuantityError(type, max, bed)).toBeNull();
    expect(issueQuantityError(type, max + 1, bed)).toBe(`Quantity should be between 1 and ${max}`);
  });

  it.each<[StatusId, boolean]>([
    [S.DELIVERED, true],
    [S.INSTRUCTIONS_DUE, true],
    [S.CLOSED_CASES, true],
    [S.REQUESTED, true],
    [S.PROCESSING, true],
    [S.CONFIRMED, false],
    [S.SHIPPED, false],
    [S.RETURN_REQUESTED, false],
    [S.CANCELLED, false],
  ])('items may be issued for a cart in %i: %s', (status, may) => {
    expect(isIssuable(status)).toBe(may);
  });

  it('toasts packaging with its own message', () => {
    expect(issueMessage(4)).toBe('Packaging issued!');
    expect(issueMessage(9)).toBe('Successfully Issued!');
  });

  it('reads an issue by its type, and refuses a type that is not issued', () => {
    const parts = ZIssueItemsRequest.parse({
      cart_pid: 1,
      version: 1,
      item_type_id: 9,
      parts_data: [{ part_code: 'LEG', item_quantity: 2 }],
    });
    expect(parts).toMatchObject({ item_type_id: 9, comments: '' });
    const refused = ZIssueItemsRequest.safeParse({ cart_pid: 1, version: 1, item_type_id: 3 });
    expect(refused.error?.issues[0]?.message).toBe('Choose what to issue');
    const noDescription = ZIssueItemsRequest.safeParse({
      cart_pid: 1,
      version: 1,
      item_type_id: 5,
      description: ' ',
      quantity: 1,
    });
    expect(noDescription.error?.issues[0]?.message).toBe('Required!');
  });

  it('pages missing items, pending first by default', () => {
    expect(ZMissingItemsQuery.parse({})).toEqual({ status: 'pending', limit: 50, offset: 0 });
    expect(ZMissingItemsQuery.parse({ status: 'all', limit: '10', offset: '20' })).toEqual({
      status: 'all',
      limit: 10,
      offset: 20,
    });
    expect(ZMissingItemsQuery.safeParse({ limit: '0' }).success).toBe(false);
  });
});
