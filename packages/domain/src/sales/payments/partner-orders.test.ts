import { describe, expect, it } from 'vitest';
import { DEMO, principal } from '../../test-support/principals';
import { partnerStoreChannel, ZConfirmPartnerOrderRequest } from './partner-orders';
import { ZIdempotencyKey } from './idempotency';

describe('partner-store agents', () => {
  it.each([
    [principal({ login_role: 'Homecentre Agent' }), 8],
    [principal({ login_role: 'Superk Agent' }), 13],
    [DEMO.oc, null],
  ])('%j confirms channel %s', (p, channel) => {
    expect(partnerStoreChannel(p)).toBe(channel);
  });

  it.each([
    ['', 'Advance Receipt Id is Required!'],
    ['AB1', 'Use 4 to 30 letters, digits, dashes or slashes'],
    ['AR 2026 1', 'Use 4 to 30 letters, digits, dashes or slashes'],
  ])('refuses the receipt %j: %s', (receipt, message) => {
    const result = ZConfirmPartnerOrderRequest.safeParse({
      order_random_id: 'ABCD1234',
      advance_receipt_id: receipt,
    });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('idempotency keys', () => {
  it.each([
    ['4f6c1c2e-8f2b-4d55-9d1a-0b7d2a8c1e11', true],
    ['pay:ORDER1:1', true],
    ['short', false],
    ['has space in it', false],
  ])('%s is a key: %s', (key, ok) => {
    expect(ZIdempotencyKey.safeParse(key).success).toBe(ok);
  });
});
