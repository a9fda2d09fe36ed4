import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES as M } from '../messages';
import { numberRows, validateRows } from '../row-results';
import type { SheetType } from '../sheet-type';
import { AUTOMATION_MESSAGES as A } from './automation-messages';
import {
  ACTIVATE_OFFER_SHEET,
  ACTIVATE_REWARDS_SHEET,
  CREATE_UNIQUE_REWARDS_SHEET,
  DEACTIVATE_OFFER_SHEET,
  DEACTIVATE_REWARDS_SHEET,
  ZActivateOfferRow,
  ZActivateRewardsRow,
  ZCreateUniqueRewardsRow,
  ZDeactivateRewardsRow,
} from './offer-sheets';

/** The issues of a row as [field, message] pairs. */
const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

// 31/12/2026 in India ends at 1 January 2027 00:00 IST, 31 December 18:30 UTC.
const END_OF_2026 = new Date('2026-12-31T18:30:00.000Z');

describe('the activate offer row', () => {
  it('upper-cases the code and reads Valid Until as the end of that India day', () => {
    expect(
      ZActivateOfferRow.parse({ coupon_code: ' paused5 ', valid_until: '31/12/2026' }),
    ).toEqual({ coupon_code: 'PAUSED5', valid_until: END_OF_2026 });
  });

  it.each([undefined, '', '  '])('leaves Valid Until out when it is %j', (valid_until) => {
    expect(ZActivateOfferRow.parse({ coupon_code: 'FLAT500', valid_until })).toEqual({
      coupon_code: 'FLAT500',
      valid_until: undefined,
    });
  });

  it.each([
    ['coupon_code', undefined, M.required('Coupon Code')],
    ['coupon_code', ' ', M.required('Coupon Code')],
    ['coupon_code', 'A', A.code('Coupon Code')],
    ['coupon_code', 'TEN OFF', A.code('Coupon Code')],
    ['coupon_code', '-TEN', A.code('Coupon Code')],
    ['coupon_code', 'X'.repeat(33), A.code('Coupon Code')],
    ['coupon_code', 'X'.repeat(501), M.tooLong('Coupon Code')],
    ['valid_until', '2026-12-31', A.date('Valid Until')],
    ['valid_until', '31/02/2026', A.date('Valid Until')],
    ['valid_until', '31/12/26', A.date('Valid Until')],
  ])('refuses %s %j with %j', (key, value, message) => {
    const row = { coupon_code: 'FLAT500', valid_until: '31/12/2026', [key]: value };
    expect(issuesOf(ZActivateOfferRow.safeParse(row))).toEqual([[key, message]]);
  });
});

describe('the rewards rows', () => {
  const REWARD = {
    reward_code: 'spawell500',
    partner: ' Spa Well ',
    description: '₹500 off a spa day',
    valid_until: '31/12/2026',
  };

  it('reads a reward to add or switch on', () => {
    expect(ZActivateRewardsRow.parse(REWARD)).toEqual({
      reward_code: 'SPAWELL500',
      partner: 'Spa Well',
      description: '₹500 off a spa day',
      valid_until: END_OF_2026,
    });
  });

  it.each([
    ['reward_code', '', M.required('Reward Code')],
    ['reward_code', 'R', A.code('Reward Code')],
    ['partner', '', M.required('Partner')],
    ['partner', 'P'.repeat(101), A.tooLong('Partner', 100)],
    ['description', undefined, M.required('Description')],
    ['description', 'D'.repeat(301), A.tooLong('Description', 300)],
    ['valid_until', '', M.required('Valid Until')],
    ['valid_until', '32/01/2026', A.date('Valid Until')],
  ])('activate refuses %s %j with %j', (key, value, message) => {
    expect(issuesOf(ZActivateRewardsRow.safeParse({ ...REWARD, [key]: value }))).toEqual([
      [key, message],
    ]);
  });

  it.each([
    [{ reward_code: '' }, 'reward_code', M.required('Reward Code')],
    [{ reward_code: 'R R' }, 'reward_code', A.code('Reward Code')],
  ])('deactivate refuses %j', (row, key, message) => {
    expect(issuesOf(ZDeactivateRewardsRow.safeParse(row))).toEqual([[key, message]]);
  });

  it.each([
    [{ reward_code: 'COFFEE100', unique_code: '' }, 'unique_code', M.required('Unique Code')],
    [{ reward_code: 'COFFEE100', unique_code: 'a b' }, 'unique_code', A.code('Unique Code')],
    [{ reward_code: '', unique_code: 'COFFEE-1' }, 'reward_code', M.required('Reward Code')],
  ])('create unique refuses %j', (row, key, message) => {
    expect(issuesOf(ZCreateUniqueRewardsRow.safeParse(row))).toEqual([[key, message]]);
  });
});

describe('the offer automation sheets', () => {
  const SHEETS: SheetType[] = [
    ACTIVATE_OFFER_SHEET,
    DEACTIVATE_OFFER_SHEET,
    ACTIVATE_REWARDS_SHEET,
    DEACTIVATE_REWARDS_SHEET,
    CREATE_UNIQUE_REWARDS_SHEET,
  ] as SheetType[];

  it.each(SHEETS.map((s) => [s.key, s]))(
    '%s applies valid rows only, its samples valid',
    (_k, sheet) => {
      expect(sheet.applyMode).toBe('valid-rows-only');
      const checked = validateRows(sheet, numberRows(sheet.sampleRows));
      expect(checked.errorCount).toBe(0);
    },
  );
});
