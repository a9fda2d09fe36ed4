import { describe, expect, it } from 'vitest';
import { bankOfferEligibility, type BankOfferTerms } from './bank-offer';
import { deliveryTypeName, resolveDeliveryMode } from './delivery-modes';
import { newPosOrderRandomId } from './order-random-id';
import { productSearchRequest, retailSearchTarget } from './search-terms';
import { fillOfferTerms } from './offer-terms';
import { ZChangeQuantityRequest } from './requests';

const offer: BankOfferTerms = {
  discount_basis_points: 1_000,
  minimum_transaction_paise: 1_000_000,
  maximum_discount_paise: 150_000,
  bin_ranges: [[411111, 411199]],
  active: true,
  end_date: new Date('2030-01-01T00:00:00Z'),
};
const now = new Date('2026-11-26T00:00:00Z');

describe('bank offer by card BIN', () => {
  it.each([
    ['411150', 1_200_000, true, 120_000, 'Offer applied: you save ₹1200.00'],
    ['411150', 2_000_000, true, 150_000, 'Offer applied: you save ₹1500.00'],
    ['411150', 999_999, false, 0, 'The offer needs a payment of at least ₹10000.00'],
    ['522222', 1_200_000, false, 0, 'This card is not eligible for the offer'],
    ['41115', 1_200_000, false, 0, 'Enter the first 6 digits of the card'],
  ])('BIN %s paying %i', (bin, amount, eligible, saving, message) => {
    const result = bankOfferEligibility(offer, { bin, amountPaise: amount, now });
    expect(result).toEqual({
      offer_eligible: eligible,
      offer_message: message,
      offer_discounted_subtotal_paise: amount - saving,
      offer_saving_paise: saving,
    });
  });
});

describe('delivery modes', () => {
  const options = [
    { delivery_type_id: 4, delivery_charges_paise: 0 },
    { delivery_type_id: 1, delivery_charges_paise: 50_000 },
  ] as const;
  it('99 means the fastest', () => {
    expect(resolveDeliveryMode(99, options)?.delivery_type_id).toBe(1);
    expect(resolveDeliveryMode(4, options)?.delivery_charges_paise).toBe(0);
    expect(resolveDeliveryMode(2, options)).toBeNull();
  });
  it('qd is EXPRESS in 90 minutes', () => {
    expect(deliveryTypeName(1)).toBe('EXPRESS (90 minutes)');
  });
});

describe('ids and search terms', () => {
  it('makes 8-character order ids', () => {
    expect(newPosOrderRandomId(() => 0)).toMatch(/^[A-Z0-9]{8}$/);
  });
  it.each([
    ['m', null],
    ['ma', { search_term: 'ma', search_by_item_sku: 0 }],
    ['MAT-ORTHO', { search_term: 'MAT-ORTHO', search_by_item_sku: 1 }],
  ])('product search %s', (typed, request) => {
    expect(productSearchRequest(typed)).toEqual(request);
  });
  it.each([
    ['cartk7q2m9xa', { kind: 'order', order_random_id: 'K7Q2M9XA' }],
    ['ORDERK7Q2M9XA', { kind: 'order', order_random_id: 'K7Q2M9XA' }],
    ['9876543210', { kind: 'text', query: '9876543210' }],
  ])('retail search %s', (typed, target) => {
    expect(retailSearchTarget(typed)).toEqual(target);
  });
  it('fills the end date of offer terms', () => {
    expect(
      fillOfferTerms({ title: 'T', content: ['Valid till {end_date}.'] }, '31 Dec, 2026').content,
    ).toEqual(['Valid till 31 Dec, 2026.']);
  });
  it.each([
    [0, false],
    [1, true],
    [100, true],
    [101, false],
  ])('quantity %i accepted: %s', (qty, ok) => {
    const parsed = ZChangeQuantityRequest.safeParse({
      order_random_id: 'K7Q2M9XA',
      version: 1,
      temp_cart_id: 1,
      item_quantity: qty,
    });
    expect(parsed.success).toBe(ok);
  });
});
