import { pincodes } from '@backoffice/db/schema';
import {
  estimatedDelivery,
  type PromiseEngineResponse,
} from '@backoffice/domain/sales/place-order';
import type { PincodeSheetRow, SheetUploadAnswer } from '@backoffice/domain/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCalls } from '../../../test/payment-calls';
import { applySheetRows, auditOf } from '../../../test/sheet-apply';
import { csvOf, PINCODE_HEADERS, upload } from '../../../test/sheet-uploads';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { eddSheetApplier } from './edd-sheet.applier';
import { pincodeSheetApplier } from './pincode-sheet.applier';

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

const SALES = 12;

const pincodeRow = (overrides: Partial<PincodeSheetRow> = {}): PincodeSheetRow => ({
  pincode: '313001',
  city: 'Udaipur',
  state: 'Rajasthan',
  serviceable: true,
  oda: false,
  cod_available: true,
  edd_days: 6,
  ...overrides,
});

const promise = (pincode: string) =>
  call.post('/api/promise-engine/', SALES, {
    pincode,
    carts: [{ item_sku: 'ACC-PROT-72x36', item_quantity: 1 }],
  });

describe('the pincode sheet applier', () => {
  it('adds a new pincode and changes a known one, auditing only what changed', async () => {
    const answers = await applySheetRows(t, pincodeSheetApplier, [
      pincodeRow(),
      pincodeRow({
        pincode: '560034',
        city: 'Bengaluru',
        state: 'Karnataka',
        cod_available: false,
      }),
      pincodeRow({
        pincode: '560034',
        city: 'Bengaluru',
        state: 'Karnataka',
        cod_available: false,
      }),
    ]);
    expect(answers.every((a) => a.ok)).toBe(true);

    const details = await call.get('/api/pincode/details/313001/', SALES);
    expect(details.json()).toEqual({
      pincode: '313001',
      city: 'Udaipur',
      state: 'Rajasthan',
      serviceable: true,
      oda: false,
      cod_available: true,
      edd_days: 6,
    });
    expect(await auditOf(t, 'pincode', ['313001'])).toMatchObject([
      { reason: 'Pincode sheet', changes: { city: { before: null, after: 'Udaipur' } } },
    ]);
    const changed = await auditOf(t, 'pincode', ['560034']);
    expect(changed.map((a) => a.changes)).toEqual([
      { cod_available: { before: true, after: false }, edd_days: { before: 4, after: 6 } },
    ]);
  });

  it('makes the promise engine read cash on delivery and the days from the directory', async () => {
    await applySheetRows(t, pincodeSheetApplier, [
      pincodeRow({
        pincode: '560040',
        city: 'Bengaluru',
        state: 'Karnataka',
        cod_available: false,
      }),
    ]);
    const answer = (await promise('560040')).json<PromiseEngineResponse>();
    expect(answer).toMatchObject({ cod_serviceable: false, available_modes: ['ONLINE'] });
    expect(answer.cart_details[0]).toMatchObject({
      cod_edd: null,
      online_edd: estimatedDelivery({ edd_days: 6 }, t.clock.now()),
    });
  });
});

describe('the EDD sheet applier', () => {
  it('sets the days of known pincodes, which the promise reads, and refuses unknown ones', async () => {
    const answers = await applySheetRows(t, eddSheetApplier, [
      { pincode: '110005', edd_days: 9 },
      { pincode: '999999', edd_days: 3 },
      { pincode: '110005', edd_days: 9 },
    ]);
    expect(answers).toEqual([
      { row: 2, ok: true },
      { row: 3, ok: false, column: 'Pincode', message: 'Invalid Pin Code!' },
      { row: 4, ok: true },
    ]);
    const [row] = await t.db.select().from(pincodes).where(eq(pincodes.pincode, '110005'));
    expect(row?.edd_days).toBe(9);
    expect(await t.db.select().from(pincodes).where(eq(pincodes.pincode, '999999'))).toEqual([]);
    expect(await auditOf(t, 'pincode', ['110005'])).toMatchObject([
      { actor_login_id: 10, reason: 'EDD sheet', changes: { edd_days: { before: 4, after: 9 } } },
    ]);

    const answer = (await promise('110005')).json<PromiseEngineResponse>();
    const day = estimatedDelivery({ edd_days: 9 }, t.clock.now());
    expect(answer.cart_details[0]).toMatchObject({ cod_edd: day, online_edd: day });
  });
});

describe('the pincode and EDD upload calls', () => {
  it('apply a pincode sheet and an EDD sheet sent by Operations', async () => {
    const pincodeSheet = csvOf([
      PINCODE_HEADERS,
      ['313002', 'Udaipur', 'Rajasthan', 'yes', 'no', 'no', '8'],
    ]);
    const sent = await upload(t, 10, '/api/pincode-sheet-upload/', {
      name: 'pincodes.csv',
      bytes: pincodeSheet,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<SheetUploadAnswer>().upload).toMatchObject({ applied: true, successes: 1 });
    expect((await call.get('/api/pincode/details/313002/', SALES)).json()).toMatchObject({
      cod_available: false,
      edd_days: 8,
    });

    const eddSheet = csvOf([
      ['Pincode', 'EDD Days'],
      ['313002', '5'],
      ['999999', '5'],
    ]);
    const edd = await upload(t, 10, '/api/edd/sheet-upload/', { name: 'edd.csv', bytes: eddSheet });
    const answer = edd.json<SheetUploadAnswer>();
    expect(answer.upload).toMatchObject({ successes: 1, failures: 1 });
    expect(answer.results.find((r) => r.row === 3)).toMatchObject({
      ok: false,
      message: 'Pincode: Invalid Pin Code!',
    });
    expect((await call.get('/api/pincode/details/313002/', SALES)).json()).toMatchObject({
      edd_days: 5,
    });
  });
});
