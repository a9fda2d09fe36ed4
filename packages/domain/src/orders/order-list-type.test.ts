import { describe, expect, it } from 'vitest';
import { DEMO } from '../test-support/principals';
import { orderListType } from './order-list-type';

const plain = { affiliateId: 0, partnershipsBulk: false };

describe('order type of lists (000 section 6)', () => {
  it.each([
    ['Bulk Retail', DEMO.bulkRetail, plain, 'retail_bulk'],
    ['Retail Agent', DEMO.retailAgent, plain, 'retail'],
    ['Retail Manager', DEMO.retailManager, plain, 'retail'],
    ['Partnerships', DEMO.partnerships, plain, 'partnerships'],
    [
      'Partnerships with the bulk flag',
      DEMO.partnerships,
      { ...plain, partnershipsBulk: true },
      'partnerships_bulk',
    ],
    ['Foam B2B', DEMO.foamB2b, plain, 'partnerships_bulk'],
    ['Distribution Manager', DEMO.distributionManager, plain, 'distributor'],
    // Source names blinkit_bulk, zepto_bulk, instamart_bulk, keyed by affiliate id here.
    [
      'Quick Commerce Manager on 15',
      DEMO.qcManager,
      { ...plain, affiliateId: 15 },
      'quick_commerce_15_bulk',
    ],
    [
      'Quick Commerce Agent on 16',
      DEMO.qcAgent,
      { ...plain, affiliateId: 16 },
      'quick_commerce_16_bulk',
    ],
    [
      'Quick Commerce Agent on 17',
      DEMO.qcAgent,
      { ...plain, affiliateId: 17 },
      'quick_commerce_17_bulk',
    ],
    ['Quick Commerce Agent on another channel', DEMO.qcAgent, plain, 'backend'],
    ['a CET on 15', DEMO.cet, { ...plain, affiliateId: 15 }, 'backend'],
    ['OC', DEMO.oc, plain, 'backend'],
    ['Admin', DEMO.admin, plain, 'backend'],
    [
      'Foam B2B ignores the Partnerships flag',
      DEMO.foamB2b,
      { ...plain, partnershipsBulk: true },
      'partnerships_bulk',
    ],
  ] as const)('%s gives %s', (_label, p, options, expected) => {
    expect(orderListType(p, options)).toBe(expected);
  });
});
