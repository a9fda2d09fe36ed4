import { catalogueSkus, priceChanges } from '@backoffice/db/schema';
import { AUTOMATION_MESSAGES as A } from '@backoffice/domain/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { applySheet, auditOfEntity, uploader } from '../apply-sheet.test-support';
import { priceAutomationApplier } from './price-automation.applier';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const ADMIN_ID = 1;
const OPS_ID = 10;
const ADMIN = uploader(ADMIN_ID, 'Admin', 'ADMIN');
const HOUR = 3_600_000;

/** An instant as a sheet writes it: dd/MM/yyyy HH:mm, India time. */
const sheetTime = (at: Date) =>
  at
    .toLocaleString('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    })
    .replace(', ', ' ');

const skuOf = async (sku: string) => {
  const [row] = await t.db.select().from(catalogueSkus).where(eq(catalogueSkus.sku, sku));
  if (!row) throw new Error(`no sku ${sku}`);
  return row;
};

describe('the price automation sheet', () => {
  it('sets a price at once: the catalogue and its audit', async () => {
    const answers = await applySheet(t, priceAutomationApplier, ADMIN, [
      { sku: 'bed-metl-sg-blk', mrp: '14999', selling_price: '8499.50' },
    ]);
    expect(answers).toEqual([{ row: 2, ok: true }]);
    expect(await skuOf('BED-METL-SG-BLK')).toMatchObject({
      price_paise: 849_950,
      mrp_paise: 1_499_900,
    });
    const [audit] = await auditOfEntity(t, 'catalogue_sku', 'BED-METL-SG-BLK');
    expect(audit?.changes).toEqual({
      price_paise: { before: 999_900, after: 849_950 },
      mrp_paise: { before: 1_499_900, after: 1_499_900 },
    });
  });

  it('refuses an unknown SKU and an end that has passed, writing nothing for them', async () => {
    const before = await skuOf('BED-SHEE-KG-TEA-BOX');
    const answers = await applySheet(t, priceAutomationApplier, ADMIN, [
      { sku: 'NO-SUCH-SKU', mrp: '100', selling_price: '90' },
      {
        sku: 'BED-SHEE-KG-TEA-BOX',
        mrp: '100',
        selling_price: '90',
        sale_starts: '01/01/2020 10:00',
        sale_ends: '02/01/2020 10:00',
      },
    ]);
    expect(answers).toEqual([
      { row: 2, ok: false, column: 'SKU', message: A.skuNotFound('NO-SUCH-SKU') },
      { row: 3, ok: false, column: 'Sale Ends', message: A.saleEndsPassed },
    ]);
    expect((await skuOf('BED-SHEE-KG-TEA-BOX')).price_paise).toBe(before.price_paise);
  });
});

describe('POST /api/automate-sale-changes/', () => {
  it('applies a scheduled sale when it starts and restores the price when it ends', async () => {
    const sku = 'BED-SHEE-KG-TEA-BOX';
    const before = await skuOf(sku);
    const now = t.clock.now().getTime();
    const answers = await applySheet(t, priceAutomationApplier, ADMIN, [
      {
        sku,
        mrp: '61999',
        selling_price: '29999',
        sale_starts: sheetTime(new Date(now + 2 * HOUR)),
        sale_ends: sheetTime(new Date(now + 26 * HOUR)),
      },
    ]);
    expect(answers).toEqual([{ row: 2, ok: true }]);
    expect((await skuOf(sku)).price_paise).toBe(before.price_paise);

    const early = await call.post('/api/automate-sale-changes/', ADMIN_ID, {});
    expect(early.json()).toEqual({ message: 'No sale changes were due', applied: 0, reverted: 0 });

    t.clock.advance(3 * HOUR);
    const started = await call.post('/api/automate-sale-changes/', ADMIN_ID, {});
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({
      message: '1 sale change applied, 0 reverted',
      applied: 1,
      reverted: 0,
    });
    expect(await skuOf(sku)).toMatchObject({ price_paise: 2_999_900, mrp_paise: 6_199_900 });

    t.clock.advance(24 * HOUR);
    const ended = await call.post('/api/automate-sale-changes/', ADMIN_ID, {});
    expect(ended.json()).toMatchObject({ message: '0 sale changes applied, 1 reverted' });
    expect(await skuOf(sku)).toMatchObject({
      price_paise: before.price_paise,
      mrp_paise: before.mrp_paise,
    });
    const [change] = await t.db
      .select()
      .from(priceChanges)
      .where(eq(priceChanges.sku_id, before.id));
    expect(change).toMatchObject({ status: 'reverted', previous_price_paise: before.price_paise });
    const audit = await auditOfEntity(t, 'price_change', change?.id ?? 0);
    expect(audit.map((a) => a.reason)).toEqual([
      'Scheduled by the price automation sheet',
      'Automate sale changes',
      'Automate sale changes',
    ]);
  });

  it('is for the Admin login role, with an Idempotency-Key', async () => {
    expect((await call.post('/api/automate-sale-changes/', OPS_ID, {})).statusCode).toBe(403);
    const unkeyed = await t.app.inject({
      method: 'POST',
      url: '/api/automate-sale-changes/',
      headers: bearer(await t.tokenFor(ADMIN_ID)),
      payload: {},
    });
    expect(unkeyed.statusCode).toBe(400);
    expect(unkeyed.json().fields).toHaveProperty('Idempotency-Key');
  });
});
