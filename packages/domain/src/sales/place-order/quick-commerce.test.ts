import { describe, expect, it } from 'vitest';
import {
  isQuickCommerceAffiliate,
  quickCommerceAffiliates,
  QUICK_COMMERCE_MESSAGES,
  ZQuickCommerceOrderRequest,
} from './quick-commerce';

const order = (affiliate_id?: number) => ({
  ...(affiliate_id === undefined ? {} : { affiliate_id }),
  shipping_address: {
    firstname: 'Quick',
    lastname: 'Store',
    email_address: 'dark.store@example.in',
    mobile_number: '9812345670',
    address: '14 Residency Road, Shanthala Nagar',
    landmark: 'Opposite the park',
    pincode: '560025',
  },
  is_billing_address_same: true,
  lines: [{ item_sku: 'PIL-CLOUD-27x17', item_quantity: 120 }],
  payment: { payment_type: 'COD' },
  total_payable: 1200,
});

describe('quick commerce (001 section 5, 002 section 3)', () => {
  it.each([
    [15, true],
    [16, true],
    [17, true],
    [0, false],
    [5, false],
    [99, false],
  ])('affiliate %i is a quick-commerce channel: %s', (id, expected) => {
    expect(isQuickCommerceAffiliate(id)).toBe(expected);
  });

  it('lists the three channels with the order type of their lists', () => {
    expect(quickCommerceAffiliates().result).toEqual([
      { affiliate_id: 15, name: 'Blinkit', order_type: 'quick_commerce_15_bulk' },
      { affiliate_id: 16, name: 'Zepto', order_type: 'quick_commerce_16_bulk' },
      { affiliate_id: 17, name: 'Instamart', order_type: 'quick_commerce_17_bulk' },
    ]);
  });

  it.each([[undefined], [0], [5]])('refuses an order on channel %s', (affiliate) => {
    const parsed = ZQuickCommerceOrderRequest.safeParse(order(affiliate));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['affiliate_id'],
        message: QUICK_COMMERCE_MESSAGES.channelRequired,
      }),
    );
  });

  it('takes an order on a quick-commerce channel, typed quantities as whole numbers', () => {
    expect(ZQuickCommerceOrderRequest.parse(order(16)).affiliate_id).toBe(16);
    const fraction = ZQuickCommerceOrderRequest.safeParse({
      ...order(16),
      lines: [{ item_sku: 'PIL-CLOUD-27x17', item_quantity: 1.5 }],
    });
    expect(fraction.error?.issues[0]?.message).toBe('Quantity must be a number');
  });
});
