import { describe, expect, it } from 'vitest';
import { defaultBrand } from '../core/brand';
import { platformAffiliateFilter } from './platforms';

describe('platformAffiliateFilter (the :platform of a team list)', () => {
  const brand = { name: 'Sleepwell', slug: 'sleepwell' };

  it.each([
    ['sleepwell', brand, { channels: 'own', affiliate_id: 0 }],
    ['affiliate', brand, { channels: 'others', except_affiliate_id: 0 }],
    ['store', defaultBrand, { channels: 'own', affiliate_id: 0 }],
    ['affiliate', defaultBrand, { channels: 'others', except_affiliate_id: 0 }],
  ])('reads %s', (platform, b, expected) => {
    expect(platformAffiliateFilter(platform, b)).toEqual(expected);
  });

  it.each(['store', 'Sleepwell', 'affiliates', 'amazon', '0', ''])(
    'names no list for %j when the brand is not the default',
    (platform) => {
      expect(platformAffiliateFilter(platform, brand)).toBeNull();
    },
  );
});
