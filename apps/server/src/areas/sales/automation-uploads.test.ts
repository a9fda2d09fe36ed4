import {
  catalogueSkus,
  coupons,
  productHierarchyApprovals,
  productHierarchyRequests,
  rewards,
} from '@backoffice/db/schema';
import { AUTOMATION_MESSAGES as A, type SheetUploadAnswer } from '@backoffice/domain/uploads';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, upload } from '../../test/sheet-uploads';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADMIN = 1;
const NPL = 19;
const OFFER_CALL = '/api/offer-automation-upload/';

/** Sends a .csv of these rows as one offer automation type. */
const offerSheet = (type: string, rows: string[][]) =>
  upload(
    t,
    ADMIN,
    OFFER_CALL,
    { name: `${type}.csv`, bytes: csvOf(rows), field: 'upload_file' },
    { fields: { upload_type: type } },
  );

const answerOf = (response: { json: () => unknown }) => response.json() as SheetUploadAnswer;
const couponOf = async (code: string) =>
  (await t.db.select().from(coupons).where(eq(coupons.code, code)))[0];
const rewardOf = async (code: string) =>
  (await t.db.select().from(rewards).where(eq(rewards.code, code)))[0];

describe('the offer automation uploads', () => {
  it('activate_offer_sheet switches a coupon on and answers an unknown one with its error', async () => {
    const response = await offerSheet('activate_offer_sheet', [
      ['Coupon Code', 'Valid Until'],
      ['PAUSED5', '31/12/2099'],
      ['NOSUCH10', ''],
    ]);
    expect(response.statusCode).toBe(200);
    const answer = answerOf(response);
    expect(answer.results.map((r) => [r.row, r.ok])).toEqual([
      [2, true],
      [3, false],
    ]);
    expect(answer.results[1]?.message).toContain(A.couponNotFound('NOSUCH10'));
    expect(answer.error_sheet).not.toBeNull();
    expect((await couponOf('PAUSED5'))?.active).toBe(true);
  });

  it('deactivate_offer_sheet switches a coupon off', async () => {
    const response = await offerSheet('deactivate_offer_sheet', [['Coupon Code'], ['FLAT500']]);
    expect(answerOf(response).upload).toMatchObject({ successes: 1, failures: 0 });
    expect((await couponOf('FLAT500'))?.active).toBe(false);
  });

  it('activate_rewards_sheet and deactivate_rewards_sheet add, then switch off a reward', async () => {
    await offerSheet('activate_rewards_sheet', [
      ['Reward Code', 'Partner', 'Description', 'Valid Until'],
      ['GYMFIT3M', 'GymFit', 'Three months free', '30/06/2099'],
    ]);
    expect((await rewardOf('GYMFIT3M'))?.active).toBe(true);
    await offerSheet('deactivate_rewards_sheet', [['Reward Code'], ['GYMFIT3M']]);
    expect((await rewardOf('GYMFIT3M'))?.active).toBe(false);
  });

  it('create_unique_rewards_sheet refuses a code that exists', async () => {
    const response = await offerSheet('create_unique_rewards_sheet', [
      ['Reward Code', 'Unique Code'],
      ['COFFEE100', 'COFFEE-NEW001'],
      ['COFFEE100', 'COFFEE-A1B2C3'],
    ]);
    const answer = answerOf(response);
    expect(answer.upload).toMatchObject({ successes: 1, failures: 1 });
    expect(answer.results[1]?.message).toContain(A.uniqueCodeExists('COFFEE-A1B2C3'));
  });
});

describe('the catalogue automation uploads', () => {
  it('price-automation applies a price list whole, and nothing of a list with a bad row', async () => {
    const sheet = (rows: string[][]) =>
      upload(t, ADMIN, '/api/price-automation-upload/', {
        name: 'prices.csv',
        bytes: csvOf([['SKU', 'MRP', 'Selling Price'], ...rows]),
        field: 'attachment',
      });
    const refused = await sheet([
      ['BED-METL-SG-BLK', '14999', '7999'],
      ['NO-SUCH-SKU', '100', '90'],
    ]);
    expect(answerOf(refused).upload.applied).toBe(false);
    const price = async () =>
      (await t.db.select().from(catalogueSkus).where(eq(catalogueSkus.sku, 'BED-METL-SG-BLK')))[0]
        ?.price_paise;
    expect(await price()).toBe(999_900);

    const applied = await sheet([['BED-METL-SG-BLK', '14999', '7999']]);
    expect(applied.statusCode).toBe(200);
    expect(answerOf(applied).msg).toBe('Success.');
    expect(await price()).toBe(799_900);
  });

  it('product-configuration makes one approval request from the Npl login role', async () => {
    const requests = async () =>
      Number((await t.db.select({ n: count() }).from(productHierarchyRequests))[0]?.n);
    const before = await requests();
    const response = await upload(t, NPL, '/api/product-configuration/', {
      name: 'hierarchy.csv',
      bytes: csvOf([
        ['SKU', 'Master Category', 'Product Category', 'Product Sub Category', 'Product Type'],
        ['BED-METL-SG-BLK', 'Furniture', 'Beds', 'Metal Beds', 'Single Bed'],
      ]),
    });
    expect(response.statusCode).toBe(200);
    expect(answerOf(response).upload).toMatchObject({ applied: true, successes: 1 });
    expect(await requests()).toBe(before + 1);
  });

  it('product-configuration makes one request of a 700-row sheet, more than one apply batch', async () => {
    const rows = Array.from({ length: 700 }, () => [
      'BED-METL-SG-BLK',
      'Furniture',
      'Beds',
      'Metal Beds',
      'Single Bed',
    ]);
    const response = await upload(t, NPL, '/api/product-configuration/', {
      name: 'hierarchy-700.csv',
      bytes: csvOf([
        ['SKU', 'Master Category', 'Product Category', 'Product Sub Category', 'Product Type'],
        ...rows,
      ]),
    });
    expect(response.statusCode).toBe(200);
    const answer = answerOf(response);
    expect(answer.upload).toMatchObject({ applied: true, successes: 700, failures: 0 });
    const made = await t.db
      .select({ id: productHierarchyRequests.id })
      .from(productHierarchyRequests)
      .where(eq(productHierarchyRequests.sheet_upload_id, answer.upload.upload_id));
    expect(made).toHaveLength(1);
    const [approvals] = await t.db
      .select({ n: count() })
      .from(productHierarchyApprovals)
      .where(eq(productHierarchyApprovals.request_id, made[0]?.id ?? 0));
    expect(approvals?.n).toBe(700);
  });
});
