import { coupons, rewards, uniqueRewardCodes } from '@backoffice/db/schema';
import { AUTOMATION_MESSAGES as A } from '@backoffice/domain/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { applySheet, auditOfEntity, uploader } from '../apply-sheet.test-support';
import { activateOfferApplier, deactivateOfferApplier } from './coupon-sheets.applier';
import {
  activateRewardsApplier,
  createUniqueRewardsApplier,
  deactivateRewardsApplier,
} from './reward-sheets.applier';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADMIN = uploader(1, 'Admin', 'ADMIN');

const couponOf = async (code: string) => {
  const [row] = await t.db.select().from(coupons).where(eq(coupons.code, code));
  return row;
};
const rewardOf = async (code: string) => {
  const [row] = await t.db.select().from(rewards).where(eq(rewards.code, code));
  return row;
};

describe('the offer sheets', () => {
  it('activate a coupon until the last day given, and refuse an unknown one', async () => {
    const answers = await applySheet(t, activateOfferApplier, ADMIN, [
      { coupon_code: 'paused5', valid_until: '31/12/2099' },
      { coupon_code: 'NOSUCH10' },
    ]);
    expect(answers).toEqual([
      { row: 2, ok: true },
      { row: 3, ok: false, column: 'Coupon Code', message: A.couponNotFound('NOSUCH10') },
    ]);
    expect(await couponOf('PAUSED5')).toMatchObject({
      active: true,
      valid_to: new Date('2099-12-31T18:30:00.000Z'),
    });
    const [audit] = await auditOfEntity(t, 'coupon', 'PAUSED5');
    expect(audit).toMatchObject({
      actor_login_id: 1,
      reason: 'Activate offer sheet',
      changes: { active: { before: false, after: true } },
    });
  });

  it('refuse a Valid Until that has passed, and one before the coupon starts', async () => {
    const answers = await applySheet(t, activateOfferApplier, ADMIN, [
      { coupon_code: 'FLAT500', valid_until: '01/01/2020' },
    ]);
    expect(answers).toEqual([
      { row: 2, ok: false, column: 'Valid Until', message: A.validUntilPassed },
    ]);
    const newYear = await couponOf('NEWYEAR25');
    const dayBeforeStart = new Date((newYear?.valid_from.getTime() ?? 0) - 2 * 86_400_000);
    const day = dayBeforeStart.toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' });
    const early = await applySheet(t, activateOfferApplier, ADMIN, [
      { coupon_code: 'NEWYEAR25', valid_until: day },
    ]);
    expect(early).toEqual([
      { row: 2, ok: false, column: 'Valid Until', message: A.validUntilBeforeStart },
    ]);
  });

  it('deactivate a coupon once: a second sheet changes and records nothing', async () => {
    const rows = [{ coupon_code: 'LIMITED50' }];
    expect(await applySheet(t, deactivateOfferApplier, ADMIN, rows)).toEqual([
      { row: 2, ok: true },
    ]);
    expect(await applySheet(t, deactivateOfferApplier, ADMIN, rows)).toEqual([
      { row: 2, ok: true },
    ]);
    expect((await couponOf('LIMITED50'))?.active).toBe(false);
    expect(await auditOfEntity(t, 'coupon', 'LIMITED50')).toHaveLength(1);
  });
});

describe('the rewards sheets', () => {
  const SPA = {
    reward_code: 'SPAWELL500',
    partner: 'Spa Well',
    description: '₹500 off a spa day',
    valid_until: '31/12/2099',
  };

  it('activate adds a reward, then updates it by its code', async () => {
    expect(await applySheet(t, activateRewardsApplier, ADMIN, [SPA])).toEqual([
      { row: 2, ok: true },
    ]);
    await applySheet(t, activateRewardsApplier, ADMIN, [{ ...SPA, partner: 'Spa Well Ltd' }]);
    expect(await rewardOf('SPAWELL500')).toMatchObject({ partner: 'Spa Well Ltd', active: true });
    const audits = await auditOfEntity(t, 'reward', 'SPAWELL500');
    expect(audits.map((a) => a.changes)).toEqual([
      {
        partner: { before: null, after: 'Spa Well' },
        description: { before: null, after: '₹500 off a spa day' },
        active: { before: null, after: true },
        valid_until: { before: null, after: '2099-12-31T18:30:00.000Z' },
      },
      { partner: { before: 'Spa Well', after: 'Spa Well Ltd' } },
    ]);
  });

  it('deactivate switches a reward off and refuses an unknown code', async () => {
    const answers = await applySheet(t, deactivateRewardsApplier, ADMIN, [
      { reward_code: 'SPAWELL500' },
      { reward_code: 'NOREWARD' },
    ]);
    expect(answers).toEqual([
      { row: 2, ok: true },
      { row: 3, ok: false, column: 'Reward Code', message: A.rewardNotFound('NOREWARD') },
    ]);
    expect((await rewardOf('SPAWELL500'))?.active).toBe(false);
  });

  it('create unique adds one-time codes and refuses a code that exists', async () => {
    const answers = await applySheet(t, createUniqueRewardsApplier, ADMIN, [
      { reward_code: 'SPAWELL500', unique_code: 'spa-001' },
      { reward_code: 'SPAWELL500', unique_code: 'SPA-001' },
      { reward_code: 'NOREWARD', unique_code: 'SPA-002' },
    ]);
    expect(answers).toEqual([
      { row: 2, ok: true },
      { row: 3, ok: false, column: 'Unique Code', message: A.uniqueCodeExists('SPA-001') },
      { row: 4, ok: false, column: 'Reward Code', message: A.rewardNotFound('NOREWARD') },
    ]);
    const codes = await t.db.select().from(uniqueRewardCodes);
    expect(codes.filter((c) => c.code.startsWith('SPA-')).map((c) => c.code)).toEqual(['SPA-001']);
    expect(await auditOfEntity(t, 'unique_reward_code', 'SPA-001')).toHaveLength(1);
  });
});
