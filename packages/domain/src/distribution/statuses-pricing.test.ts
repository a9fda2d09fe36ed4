import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_ORDER_MESSAGES as O, ZDistributionOrderRequest } from './order-request';
import {
  distributionLinePrice,
  distributionOrderTotal,
  isValidDistributorPrice,
  REQUEST_TYPES,
} from './pricing';
import { DISTRIBUTOR_STATUSES, distributorStatusLabel } from './statuses';

describe('distributor statuses (001 and 002 section 6)', () => {
  it('are Disabled - Pending Approval (false) and Active (true)', () => {
    expect(DISTRIBUTOR_STATUSES).toEqual([
      { active: false, label: 'Disabled - Pending Approval' },
      { active: true, label: 'Active' },
    ]);
    expect(distributorStatusLabel(false)).toBe('Disabled - Pending Approval');
    expect(distributorStatusLabel(true)).toBe('Active');
  });
});

describe('distributor pricing (001 section 9)', () => {
  it('uses request type 5 at the distributor price, else 4 at the catalogue price', () => {
    const price = { price_paise: 8_639_00, dealer_cx_price_paise: 11_999_00 };
    expect(distributionLinePrice(11_999_00, price)).toEqual({
      price_paise: 8_639_00,
      request_type: REQUEST_TYPES.distributorPricing,
    });
    expect(distributionLinePrice(11_999_00, undefined)).toEqual({
      price_paise: 11_999_00,
      request_type: REQUEST_TYPES.distribution,
    });
    expect(REQUEST_TYPES).toEqual({ standard: 1, distribution: 4, distributorPricing: 5 });
  });

  it.each([
    [{ price_paise: 100, dealer_cx_price_paise: 100 }, true],
    [{ price_paise: 100, dealer_cx_price_paise: 99 }, false],
    [{ price_paise: 0, dealer_cx_price_paise: 10 }, false],
    [{ price_paise: 1.5, dealer_cx_price_paise: 10 }, false],
  ])('%j is a valid price: %s', (price, valid) => {
    expect(isValidDistributorPrice(price)).toBe(valid);
  });

  it('totals an order at its lines, with no delivery charges', () => {
    expect(
      distributionOrderTotal([
        { price_paise: 8_639_00, item_quantity: 4 },
        { price_paise: 14_039_00, item_quantity: 2 },
      ]),
    ).toBe(62_634_00);
  });
});

describe('a distributor order', () => {
  const VALID = {
    distributor_code: 'sap-dl-1001',
    lines: [{ item_sku: 'MAT-ORTHO-72x36x6', item_quantity: 4 }],
    payment_mode: 'CREDIT',
    total_payable: '34556',
  };

  it('reads a valid order', () => {
    expect(ZDistributionOrderRequest.parse(VALID)).toMatchObject({
      distributor_code: 'SAP-DL-1001',
      total_payable: 34_556_00,
      comments: null,
    });
  });

  it.each([
    [{ distributor_code: undefined }, O.distributorRequired],
    [{ lines: [] }, O.linesRequired],
    [{ lines: [{ item_sku: 'A', item_quantity: 0 }] }, O.quantityMin],
    [{ lines: [{ item_sku: 'A', item_quantity: 101 }] }, O.quantityMax],
    [
      {
        lines: [
          { item_sku: 'A', item_quantity: 1 },
          { item_sku: 'A', item_quantity: 2 },
        ],
      },
      O.lineRepeated,
    ],
    [{ payment_mode: 'ONLINE' }, O.paymentModeRequired],
  ])('refuses %j', (over, message) => {
    const parsed = ZDistributionOrderRequest.safeParse({ ...VALID, ...over });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });
});
