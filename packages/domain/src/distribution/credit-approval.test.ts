import { describe, expect, it } from 'vitest';
import {
  creditDecisionRefusal,
  needsCreditApproval,
  ZCreditApprovalParams,
  ZCreditDecisionRequest,
  type CreditApprovalStatus,
} from './credit-approval';
import { DISTRIBUTION_MESSAGES as M } from './messages';

const LAKH = 1_00_000_00;

describe('needsCreditApproval', () => {
  it.each([
    ['₹50,00,000 against ₹1,00,000', 50 * LAKH, LAKH, true],
    ['one paisa above the threshold', LAKH + 1, LAKH, true],
    ['exactly the threshold', LAKH, LAKH, false],
    ['below the threshold', 25_000_00, LAKH, false],
    ['one paisa with a threshold of 0', 1, 0, true],
  ])('%s: %s', (_label, amount, threshold, expected) => {
    expect(needsCreditApproval(amount, threshold)).toBe(expected);
  });
});

describe('creditDecisionRefusal', () => {
  const MAKER = 17;
  const CHECKER = 8;
  it.each<[string, CreditApprovalStatus, number | null, number, string | null]>([
    ['another person decides a pending credit', 'pending', MAKER, CHECKER, null],
    ['a credit the system raised', 'pending', null, CHECKER, null],
    ['the maker decides their own credit', 'pending', CHECKER, CHECKER, 'own_credit'],
    ['the maker of an approved credit', 'approved', CHECKER, CHECKER, 'own_credit'],
    ['an approved credit', 'approved', MAKER, CHECKER, 'decided'],
    ['a rejected credit', 'rejected', MAKER, CHECKER, 'decided'],
  ])('%s', (_label, status, raisedBy, decider, expected) => {
    expect(creditDecisionRefusal({ status, raised_by_login_id: raisedBy }, decider)).toBe(expected);
  });
});

describe('a decision request', () => {
  const VALID = { decision: 'approve', comment: ' Advance received ', version: 1 };
  const firstMessage = (body: unknown) =>
    ZCreditDecisionRequest.safeParse(body).error?.issues[0]?.message ?? null;

  it('reads a decision with a trimmed comment', () => {
    expect(ZCreditDecisionRequest.parse(VALID)).toEqual({
      decision: 'approve',
      comment: 'Advance received',
      version: 1,
    });
  });

  it.each([
    ['no comment', { ...VALID, comment: '  ' }, M.commentRequired],
    ['a comment too long', { ...VALID, comment: 'x'.repeat(501) }, M.tooLong('Comments', 500)],
    ['an unknown decision', { ...VALID, decision: 'maybe' }, M.decisionRequired],
    ['no version', { decision: 'reject', comment: 'No' }, M.versionRequired],
  ])('refuses %s', (_label, body, message) => {
    expect(firstMessage(body)).toBe(message);
  });

  it('takes the credit id of the path as a positive whole number', () => {
    expect(ZCreditApprovalParams.parse({ code: 'SAP-DL-1001', id: '12' }).id).toBe(12);
    expect(ZCreditApprovalParams.safeParse({ code: 'SAP-DL-1001', id: '1e3' }).success).toBe(false);
  });
});
