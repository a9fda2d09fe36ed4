import { describe, expect, it } from 'vitest';
import { gatewayProcessRefusal, gatewayResult, gatewayRetryDelayMs } from './gateway';
import { bankVerificationMessage, refundEditRefusal } from './refund-edits';

describe('sending a refund to the payment gateway', () => {
  const ready = { status: 1, automation_status: 'NOT_INITIATED' } as const;

  it('takes a refund in Initiated or Processing that is not with the gateway', () => {
    expect(gatewayProcessRefusal(ready)).toBeNull();
    expect(gatewayProcessRefusal({ ...ready, status: 5, automation_status: 'FAILED' })).toBeNull();
    expect(gatewayProcessRefusal({ ...ready, status: 2 })).toBe(
      'A refund in Refund Processed cannot be processed',
    );
    for (const automation_status of ['PENDING', 'MANUAL_REVIEW', 'SUCCESS'] as const) {
      expect(gatewayProcessRefusal({ ...ready, automation_status })).toContain('payment gateway');
    }
  });

  it.each([
    ['success', 'SUCCESS', 2, null],
    ['invalid_bank_details', 'FAILED_DUE_TO_INVALID_BANK_DETAILS', 3, 2],
    ['invalid_amount', 'FAILED_DUE_TO_INVALID_AMOUNT', 3, 1],
    ['manual_review', 'MANUAL_REVIEW', undefined, null],
  ] as const)('%s leaves %s, status %s, trouble %s', (outcome, automation, status, trouble) => {
    expect(gatewayResult(outcome, 1, 3)).toMatchObject({
      automation_status: automation,
      status,
      trouble_reason: trouble,
      retry: false,
    });
  });

  it('retries a failure up to the maximum, never more', () => {
    expect(gatewayResult('failed', 1, 3)).toMatchObject({
      automation_status: 'FAILED',
      retry: true,
    });
    expect(gatewayResult('failed', 3, 3).retry).toBe(true);
    expect(gatewayResult('failed', 4, 3)).toMatchObject({
      attempt_state: 'FAILED',
      automation_status: 'FAILED_AFTER_MAX_RETRIES',
      retry: false,
    });
    expect(gatewayResult('failed', 1, 0).automation_status).toBe('FAILED_AFTER_MAX_RETRIES');
  });

  it('waits 1, 2, 4, 8 minutes between tries', () => {
    expect([1, 2, 3, 4].map(gatewayRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });
});

describe('changing a refund', () => {
  it('is allowed while open and not with the gateway', () => {
    expect(refundEditRefusal({ status: 3, automation_status: 'FAILED' })).toBeNull();
    expect(refundEditRefusal({ status: 2, automation_status: 'NOT_INITIATED' })).toBe(
      'A refund in Refund Processed cannot be changed',
    );
    expect(refundEditRefusal({ status: 5, automation_status: 'PENDING' })).toContain('gateway');
  });

  it('words what the verification found', () => {
    expect(bankVerificationMessage('NAME_MISMATCH', 'Ravi Kumar')).toBe(
      'The account is held under another name: Ravi Kumar',
    );
    expect(bankVerificationMessage('VALID', 'Asha Rao')).toBe('Bank details verified');
  });
});
