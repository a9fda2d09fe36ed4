import { describe, expect, it } from 'vitest';
import { brandFrom } from '../core/brand';
import {
  REFUND_AUTOMATION_STATUS_CODES,
  REFUND_AUTOMATION_STATUSES,
  REFUND_RESOLUTION_CODES,
  ZRefundResolution,
} from './automation';
import {
  REFUND_CATEGORIES,
  refundCategoryBySlug,
  refundPlatformFromSlug,
  refundPlatformSlug,
} from './categories';
import {
  isSelectableTroubleReason,
  REFUND_STATUSES,
  REFUND_TROUBLE_REASONS,
  refundStatusBySlug,
  refundStatusesFor,
} from './statuses';

const brand = brandFrom('Acme', 'acme');

describe('refund categories (001 sections 2 and 3)', () => {
  it.each([
    [1, 'return-orders', ['product', 'affiliate']],
    [2, 'sale-benefit-orders', ['product']],
    [3, 'cancelled-orders', ['product']],
    [4, 'customization-orders', ['product']],
    [5, 'rts-refunds', ['product', 'affiliate']],
    [6, 'price-drop-orders', ['product']],
    [7, 'ODA-charge-cancelled-orders', ['product']],
    [8, 'carpenter-refund', ['product', 'affiliate']],
  ] as const)('category %i is %s on %j', (id, slug, platforms) => {
    expect(REFUND_CATEGORIES[id - 1]).toMatchObject({ id, slug, platforms });
    expect(refundCategoryBySlug(slug)?.id).toBe(id);
  });

  it('has exactly 8 categories and finds no unknown slug', () => {
    expect(REFUND_CATEGORIES).toHaveLength(8);
    // Slugs are case-sensitive, as addresses are.
    expect(refundCategoryBySlug('oda-charge-cancelled-orders')).toBeUndefined();
  });

  it('addresses the {product} platform by the brand slug', () => {
    expect(refundPlatformSlug('product', brand)).toBe('acme');
    expect(refundPlatformSlug('affiliate', brand)).toBe('affiliate');
  });

  it.each([
    ['return-orders', 'acme', 'product'],
    ['return-orders', 'affiliate', 'affiliate'],
    ['cancelled-orders', 'affiliate', undefined],
    ['cancelled-orders', 'other', undefined],
  ] as const)('%s on %s is %s', (category, slug, expected) => {
    const c = refundCategoryBySlug(category);
    expect(c && refundPlatformFromSlug(c, slug, brand)).toBe(expected);
  });
});

describe('refund statuses (001 section 3)', () => {
  it('are listed in the spec order with their platforms', () => {
    expect(REFUND_STATUSES.map((s) => [s.id, s.label, s.slug])).toEqual([
      [1, 'Refund Initiated', 'initiated'],
      [5, 'Refund Processing', 'processing'],
      [2, 'Refund Processed', 'processed'],
      [3, 'Refund Trouble', 'trouble'],
      [4, 'Refund Cancelled', 'cancelled'],
    ]);
  });

  it.each([
    ['product', [1, 5, 2, 3, 4]],
    ['affiliate', [1, 2, 3, 4]],
  ] as const)('the %s platform has %j', (platform, ids) => {
    expect(refundStatusesFor(platform).map((s) => s.id)).toEqual(ids);
  });

  it('finds statuses by slug', () => {
    expect(refundStatusBySlug('trouble')?.id).toBe(3);
    expect(refundStatusBySlug('Refund Trouble')).toBeUndefined();
  });
});

describe('trouble reasons (001 section 3)', () => {
  it.each([
    [1, 'Invalid Amount', false],
    [2, 'Wrong Bank Details', false],
    [3, 'Bank Details Required', false],
    [4, 'Invalid Proof', true],
    [5, 'Manual Review', true],
  ] as const)('reason %i is %s, disabled %s', (id, label, disabled) => {
    expect(REFUND_TROUBLE_REASONS[id - 1]).toEqual({ id, label, disabled });
    expect(isSelectableTroubleReason(id)).toBe(!disabled);
  });

  it('refuses an unknown reason', () => {
    expect(REFUND_TROUBLE_REASONS).toHaveLength(5);
    expect(isSelectableTroubleReason(6)).toBe(false);
  });
});

describe('refund automation (001 sections 3 and 4)', () => {
  it('has the eight statuses of the spec, each with a colour', () => {
    expect(REFUND_AUTOMATION_STATUS_CODES).toEqual([
      'NOT_INITIATED',
      'PENDING',
      'MANUAL_REVIEW',
      'FAILED',
      'FAILED_DUE_TO_INVALID_BANK_DETAILS',
      'FAILED_DUE_TO_INVALID_AMOUNT',
      'FAILED_AFTER_MAX_RETRIES',
      'SUCCESS',
    ]);
    for (const code of REFUND_AUTOMATION_STATUS_CODES) {
      expect(REFUND_AUTOMATION_STATUSES[code].color).toMatch(/^[a-z]+$/);
    }
  });

  it.each([
    ['SUCCESS', 'green'],
    ['FAILED', 'red'],
    ['FAILED_AFTER_MAX_RETRIES', 'red'],
    ['NOT_INITIATED', 'gray'],
  ] as const)('shows %s in %s', (code, color) => {
    expect(REFUND_AUTOMATION_STATUSES[code].color).toBe(color);
  });

  it('offers the two resolution choices', () => {
    expect(REFUND_RESOLUTION_CODES).toEqual([
      'MANUAL_REVIEW_FROM_PG_DASHBOARD_SUCCESS',
      'MANUAL_REVIEW_FROM_PG_DASHBOARD_FAILED',
    ]);
    expect(ZRefundResolution.safeParse('MANUAL_REVIEW_FROM_PG_DASHBOARD_FAILED').success).toBe(
      true,
    );
    expect(ZRefundResolution.safeParse('SUCCESS').success).toBe(false);
  });
});
