import { pincodeDeliveryPrices } from '@backoffice/db/schema';
import type { PromiseEngineResponse } from '@backoffice/domain/sales/place-order';
import type { SheetUploadAnswer } from '@backoffice/domain/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCalls } from '../../../test/payment-calls';
import { applySheetRows, auditOf } from '../../../test/sheet-apply';
import { csvOf, upload } from '../../../test/sheet-uploads';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { deliveryPricingSheetApplier } from './delivery-pricing-sheet.applier';

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

const PROTECTORS = [{ item_sku: 'ACC-PROT-72x36', item_quantity: 2 }];

const priceOf = async (pincode: string) =>
  (
    await t.db
      .select()
      .from(pincodeDeliveryPrices)
      .where(eq(pincodeDeliveryPrices.pincode, pincode))
  )[0];

describe('the pincode delivery pricing sheet applier', () => {
  it('sets the price of known pincodes with an audit, which the promise engine charges', async () => {
    const answers = await applySheetRows(t, deliveryPricingSheetApplier, [
      { pincode: '560050', delivery_charge: 35_000, free_delivery_above: null },
      { pincode: '302001', delivery_charge: 9_950, free_delivery_above: 1_000_000 },
    ]);
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(await priceOf('560050')).toMatchObject({
      delivery_charge_paise: 35_000,
      free_delivery_above_paise: null,
    });
    expect(await auditOf(t, 'pincode_delivery_price', ['560050', '302001'])).toMatchObject([
      {
        entity_id: '560050',
        actor_login_id: 10,
        reason: 'Pincode delivery pricing sheet',
        changes: {
          delivery_charge_paise: { before: null, after: 35_000 },
          free_delivery_above_paise: { before: null, after: null },
        },
      },
      {
        entity_id: '302001',
        changes: {
          delivery_charge_paise: { before: 49_900, after: 9_950 },
          free_delivery_above_paise: { before: 2_000_000, after: 1_000_000 },
        },
      },
    ]);

    const answer = (
      await call.post('/api/promise-engine/', 12, { pincode: '560050', carts: PROTECTORS })
    ).json<PromiseEngineResponse>();
    expect(answer.cart_details[0]).toMatchObject({ docket_quantity: 2, delivery_charges: 700 });
    expect(answer.total_delivery_charges).toBe(700);
  });

  it('refuses a pincode the directory does not have, writing nothing for it', async () => {
    const answers = await applySheetRows(t, deliveryPricingSheetApplier, [
      { pincode: '999999', delivery_charge: 10_000, free_delivery_above: null },
    ]);
    expect(answers).toEqual([
      { row: 2, ok: false, column: 'Pincode', message: 'Invalid Pin Code!' },
    ]);
    expect(await priceOf('999999')).toBeUndefined();
  });
});

describe('the pincode delivery pricing upload call', () => {
  const send = (rows: string[][]) =>
    upload(t, 11, '/api/pincode-delivery-pricing-upload/', {
      name: 'pricing.csv',
      bytes: csvOf([['Pincode', 'Delivery Charge', 'Free Delivery Above'], ...rows]),
    });

  it('applies a price list whole, and nothing of it when the directory refuses a row', async () => {
    const refused = await send([
      ['226005', '149', '5000'],
      ['999999', '99', ''],
    ]);
    expect(refused.json<SheetUploadAnswer>().upload).toMatchObject({
      applied: false,
      failures: 1,
    });
    expect(await priceOf('226005')).toMatchObject({ delivery_charge_paise: 39_900 });

    const applied = await send([
      ['226005', '149', '5000'],
      ['226006', '0.50', ''],
    ]);
    expect(applied.statusCode).toBe(200);
    expect(applied.json<SheetUploadAnswer>().upload).toMatchObject({ applied: true, successes: 2 });
    expect(await priceOf('226005')).toMatchObject({
      delivery_charge_paise: 14_900,
      free_delivery_above_paise: 500_000,
    });
    expect(await priceOf('226006')).toMatchObject({
      delivery_charge_paise: 50,
      free_delivery_above_paise: null,
    });
  });
});
