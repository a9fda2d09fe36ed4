import { describe, expect, it } from 'vitest';
import { brandFrom } from '../brand';
import {
  channelDisplayName,
  isAffiliateId,
  OWN_CHANNEL_ID,
  SALES_CHANNELS,
  salesChannel,
} from './sales-channels';

// id, the name of 001 section 3, the kind of 000 section 3.
const SPEC = [
  [0, '{product}', 'own'],
  [1, 'Amazon', 'marketplace'],
  [2, 'Pepperfry', 'marketplace'],
  [3, 'Flipkart', 'marketplace'],
  [4, 'Paytm', 'marketplace'],
  [5, 'Distributor', 'distributor'],
  [6, 'Bajaj', 'finance-partner'],
  [7, 'Shopify', 'storefront'],
  [8, 'Home Centre', 'home-centre'],
  [9, 'Flipkart Ekart', 'marketplace-logistics'],
  [10, 'Amazon UC', 'marketplace-upcountry'],
  [11, 'Flipkart UC', 'marketplace-upcountry'],
  [13, 'SuperK Agent', 'store-agent'],
  [14, 'Myntra', 'fashion-marketplace'],
  [15, 'Blinkit', 'quick-commerce'],
  [16, 'Zepto', 'quick-commerce'],
  [17, 'Instamart', 'quick-commerce'],
  [99, 'Inventory Order', 'inventory'],
] as const;

const brand = brandFrom('Acme Beds', 'acme');

describe('sales channels', () => {
  it('hold exactly the affiliate ids of the spec', () => {
    expect(SALES_CHANNELS.map((c) => c.id)).toEqual(SPEC.map(([id]) => id));
  });

  it.each(SPEC)('channel %i is %s, a %s channel', (id, name, kind) => {
    const channel = salesChannel(id);
    expect(channel?.kind).toBe(kind);
    expect(channel && channelDisplayName(channel, brand)).toBe(
      name === '{product}' ? 'Acme Beds' : name,
    );
  });

  it('names channel 0 after the brand', () => {
    expect(OWN_CHANNEL_ID).toBe(0);
    expect(salesChannel(0)?.displayName).toBeNull();
  });

  it.each([
    [12, false],
    [18, false],
    [98, false],
    [0, true],
    [99, true],
  ])('isAffiliateId(%i) is %s', (id, expected) => {
    expect(isAffiliateId(id)).toBe(expected);
    expect(salesChannel(id) !== undefined).toBe(expected);
  });
});
