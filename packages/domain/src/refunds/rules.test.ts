import { describe, expect, it } from 'vitest';
import {
  allowedRefundActions,
  refundActionRefusal,
  type RefundActionSubject,
  type RefundActionType,
} from './actions';
import type { RefundAutomationStatus } from './automation';
import {
  bankLinkExpiresAt,
  isBankLinkOpen,
  isValidAccountNumber,
  isValidIfsc,
  maskAccountNumber,
  ZBankAccount,
} from './bank-details';
import { refundAmountRefusal } from './money';
import { REFUND_RESOLUTION_OUTCOMES, resolutionRefusal } from './resolution';
import { ZBankLinkSubmission, ZRefundAction, ZRefundListQuery } from './requests';
import { REFUND_STATUS_COLOURS } from './status-colours';
import { REFUND_STATUSES } from './statuses';

const subject = (
  status: number,
  platform: 'product' | 'affiliate' = 'product',
  automation_status: RefundAutomationStatus = 'NOT_INITIATED',
): RefundActionSubject => ({ status, platform, automation_status });

describe('refund action transitions (docs/refunds.md "Actions")', () => {
  // status -> actions allowed on {product} with automation not started
  it.each([
    [1, ['process', 'mark_processing', 'cancel', 'trouble']],
    [5, ['process', 'cancel', 'trouble']],
    [2, []],
    [3, ['cancel', 're_initiate']],
    [4, []],
  ] as const)('a {product} refund in %i allows %j', (status, actions) => {
    expect(allowedRefundActions(subject(status))).toEqual(actions);
  });

  it.each([
    [1, ['process', 'cancel', 'trouble']],
    [3, ['cancel', 're_initiate']],
  ] as const)('an affiliate refund in %i allows %j (no Refund Processing)', (status, actions) => {
    expect(allowedRefundActions(subject(status, 'affiliate'))).toEqual(actions);
  });

  it('refuses Mark Processing on the affiliate platform, naming it', () => {
    expect(refundActionRefusal('mark_processing', subject(1, 'affiliate'))).toBe(
      'Mark Processing is not used on the affiliate platform',
    );
  });

  it('names the status it refuses from', () => {
    expect(refundActionRefusal('process', subject(2))).toBe(
      'Process Refund is not allowed on a refund in Refund Processed',
    );
  });

  it.each(['PENDING', 'MANUAL_REVIEW', 'SUCCESS'] as const)(
    'allows nothing while the automation is %s',
    (automation) => {
      expect(allowedRefundActions(subject(1, 'product', automation))).toEqual([]);
      expect(refundActionRefusal('process', subject(1, 'product', automation))).toMatch(
        /payment gateway/,
      );
    },
  );

  it.each(['FAILED', 'FAILED_DUE_TO_INVALID_BANK_DETAILS', 'FAILED_AFTER_MAX_RETRIES'] as const)(
    'allows processing again after %s',
    (automation) => {
      expect(refundActionRefusal('process', subject(1, 'product', automation))).toBeNull();
    },
  );
});

describe('the refund action payload', () => {
  const base = { cart_primary_id: 7, aff_id: 0, version: 1 };
  it.each([
    [{ action_type: 'mark_processing' }, true],
    [{ action_type: 'trouble', trouble_reason: 2 }, true],
    [{ action_type: 'trouble' }, false],
    [{ action_type: 'trouble', trouble_reason: 4 }, false],
    [{ action_type: 'trouble', trouble_reason: 9 }, false],
    [{ action_type: 'cancel' }, false],
    [{ action_type: 'cancel', comments: 'customer asked' }, true],
    [{ action_type: 're_initiate', comments: 'bank details fixed' }, true],
    [{ action_type: 'pay twice' }, false],
  ] as { action_type: RefundActionType }[][])('%j parses: %s', (body, ok) => {
    expect(ZRefundAction.safeParse({ ...base, ...body }).success).toBe(ok);
  });

  it('says why a disabled reason is refused', () => {
    const r = ZRefundAction.safeParse({ ...base, action_type: 'trouble', trouble_reason: 5 });
    expect(r.success ? '' : r.error.issues[0]?.message).toBe(
      'This trouble reason cannot be chosen',
    );
  });
});

describe('the refund money rule', () => {
  const basis = {
    cart_due: 100_000,
    order_paid: 100_000,
    order_refunded: 30_000,
    cart_refunded: 30_000,
  };
  it.each([
    [70_000, null],
    [1, null],
    [70_001, 'Amount cannot be more than ₹700.00, what is left to refund on this cart'],
    [0, 'Amount should be greater than 0'],
    [12.5, 'Amount should be greater than 0'],
  ])('%i paise: %s', (amount, refusal) => {
    expect(refundAmountRefusal(amount, basis)).toBe(refusal);
  });

  it('refuses any amount once everything is refunded', () => {
    expect(
      refundAmountRefusal(1, { ...basis, cart_refunded: 100_000, order_refunded: 100_000 }),
    ).toBe('Nothing is left to refund on this cart');
  });
});

describe('bank details', () => {
  it.each([
    ['HDFC0001234', true],
    ['hdfc0001234', true],
    ['HDFC1001234', false],
    ['HDF00001234', false],
    ['HDFC000123', false],
  ])('IFSC %s valid: %s', (ifsc, ok) => {
    expect(isValidIfsc(ifsc)).toBe(ok);
  });

  it.each([
    ['123456789', true],
    ['123456789012345678', true],
    ['12345678', false],
    ['1234567890123456789', false],
    ['12345678a', false],
  ])('account %s valid: %s', (n, ok) => {
    expect(isValidAccountNumber(n)).toBe(ok);
  });

  it('upper-cases the IFSC and gives the spec-style messages', () => {
    const ok = ZBankAccount.parse({
      account_holder_name: 'Ravi K. Sharma',
      account_number: '123456789012',
      ifsc: 'sbin0001234',
    });
    expect(ok.ifsc).toBe('SBIN0001234');
    const bad = ZBankAccount.safeParse({
      account_holder_name: 'Ra',
      account_number: 'x',
      ifsc: 'x',
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      'Account holder name must be at least 3 characters',
      'Enter a valid account number (9 to 18 digits)',
      'Enter a valid IFSC (4 letters, 0, then 6 letters or digits)',
    ]);
  });

  it('wants the account number typed twice the same on the public page', () => {
    const body = {
      account_holder_name: 'Ravi Sharma',
      account_number: '123456789012',
      confirm_account_number: '123456789013',
      ifsc: 'SBIN0001234',
    };
    expect(ZBankLinkSubmission.safeParse(body).success).toBe(false);
    expect(
      ZBankLinkSubmission.safeParse({ ...body, confirm_account_number: '123456789012' }).success,
    ).toBe(true);
  });

  it('masks all but the last 4 digits', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXXXXXX9012');
  });

  it('keeps a link open for 24 hours and for one submission', () => {
    const sent = new Date('2026-11-01T10:00:00Z');
    const expires_at = bankLinkExpiresAt(sent);
    expect(expires_at.toISOString()).toBe('2026-11-02T10:00:00.000Z');
    expect(isBankLinkOpen({ expires_at, used_at: null }, new Date('2026-11-02T09:59:59Z'))).toBe(
      true,
    );
    expect(isBankLinkOpen({ expires_at, used_at: null }, expires_at)).toBe(false);
    expect(isBankLinkOpen({ expires_at, used_at: sent }, sent)).toBe(false);
  });
});

describe('resolution and colours', () => {
  it('resolves only a refund in manual review', () => {
    expect(resolutionRefusal('MANUAL_REVIEW')).toBeNull();
    expect(resolutionRefusal('PENDING')).toBe('Only a refund in manual review can be resolved');
  });

  it.each([
    ['MANUAL_REVIEW_FROM_PG_DASHBOARD_SUCCESS', { automation_status: 'SUCCESS', status: 2 }],
    ['MANUAL_REVIEW_FROM_PG_DASHBOARD_FAILED', { automation_status: 'FAILED', status: 1 }],
  ] as const)('%s gives %j', (resolution, outcome) => {
    expect(REFUND_RESOLUTION_OUTCOMES[resolution]).toEqual(outcome);
  });

  it('gives every status a colour', () => {
    for (const s of REFUND_STATUSES) expect(REFUND_STATUS_COLOURS[s.id]).toMatch(/^[a-z]+$/);
  });
});

describe('the list query', () => {
  it('reads paging from text and refuses dates out of order', () => {
    expect(ZRefundListQuery.parse({ limit: '20', offset: '40' })).toMatchObject({
      limit: 20,
      offset: 40,
    });
    expect(
      ZRefundListQuery.safeParse({ start_date: '2026-11-02', end_date: '2026-11-01' }).success,
    ).toBe(false);
    expect(ZRefundListQuery.safeParse({ limit: '1000' }).success).toBe(false);
  });
});
