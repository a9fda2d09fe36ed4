import { codRemittances } from '@backoffice/db/schema';
import { CHALLAN_MESSAGES, RETURN_OPERATION_PATHS as P } from '@backoffice/domain/returns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

const CET = 4;
const FINANCE = 7;
const OPS = 10;
/** A 1x1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
let sheetId: number;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
  const [sheet] = await t.db.select({ id: codRemittances.id }).from(codRemittances).limit(1);
  if (!sheet) throw new Error('The demo seed has no COD sheet rows');
  sheetId = sheet.id;
});
afterAll(() => t.close());

const image = { file_name: 'slip.png', content_type: 'image/png', data: PNG };
const upload = () => ({
  cod_sheet_id: sheetId,
  amount: '1250.50',
  deposited_date: '2026-11-20',
  attachments: [image, image],
});

describe('COD challans', () => {
  it('uploads a challan with its photos, lists it and serves the photos', async () => {
    const response = await call.post(P.codChallans, FINANCE, upload());
    expect(response.statusCode, response.body).toBe(200);
    const { challan } = response.json();
    expect(challan).toMatchObject({ amount: 1250.5, deposited_date: '2026-11-20' });
    expect(challan.attachments).toHaveLength(2);
    const list = (await call.get(`${P.codChallans}?cod_sheet_id=${sheetId}`, OPS)).json();
    expect(list.results.map((c: { challan_id: number }) => c.challan_id)).toContain(
      challan.challan_id,
    );
    const photo = await t.app.inject({
      url: challan.attachments[0],
      headers: bearer(await t.tokenFor(OPS)),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
  });

  it("lists a cart's COD sheet rows with their challans' count, for the order page", async () => {
    const [sheet] = await t.db
      .select({ id: codRemittances.id, cart_id: codRemittances.cart_id })
      .from(codRemittances)
      .limit(1);
    if (!sheet) throw new Error('The demo seed has no COD sheet rows');
    const before = (await call.get(`${P.codSheetRows}?cart_pid=${sheet.cart_id}`, OPS)).json();
    const row = before.results.find((r: { cod_sheet_id: number }) => r.cod_sheet_id === sheet.id);
    expect(row).toMatchObject({ cod_sheet_id: sheet.id, reference: expect.any(String) });
    await call.post(P.codChallans, FINANCE, { ...upload(), cod_sheet_id: sheet.id });
    const after = (await call.get(`${P.codSheetRows}?cart_pid=${sheet.cart_id}`, OPS)).json();
    expect(
      after.results.find((r: { cod_sheet_id: number }) => r.cod_sheet_id === sheet.id),
    ).toMatchObject({ challans: row.challans + 1 });
    expect((await call.get(`${P.codSheetRows}?cart_pid=999999999`, OPS)).json()).toEqual({
      results: [],
    });
    expect((await call.get(`${P.codSheetRows}?cart_pid=${sheet.cart_id}`, CET)).statusCode).toBe(
      403,
    );
    expect((await call.get(`${P.codSheetRows}?cart_pid=abc`, OPS)).statusCode).toBe(400);
  });

  it.each([
    [
      'six images',
      { attachments: Array.from({ length: 6 }, () => image) },
      CHALLAN_MESSAGES.tooManyImages,
    ],
    ['no amount', { amount: undefined }, null],
    ['no date', { deposited_date: '' }, 'Required!'],
    [
      'a PDF',
      { attachments: [{ ...image, content_type: 'application/pdf' }] },
      CHALLAN_MESSAGES.notAnImage,
    ],
  ])('refuses %s', async (_name, change, message) => {
    const response = await call.post(P.codChallans, FINANCE, { ...upload(), ...change });
    expect(response.statusCode).toBe(400);
    if (message) expect(JSON.stringify(response.json())).toContain(message);
  });

  it('refuses an agent, an unknown sheet and an unknown photo', async () => {
    expect((await call.post(P.codChallans, CET, upload())).statusCode).toBe(403);
    expect((await call.get(`${P.codChallans}?cod_sheet_id=${sheetId}`, CET)).statusCode).toBe(403);
    const unknown = await call.post(P.codChallans, FINANCE, {
      ...upload(),
      cod_sheet_id: 2_000_000_000,
    });
    expect(unknown.statusCode).toBe(404);
    const photo = await call.get('/api/returns/cod-challans/2000000000/attachments/0', FINANCE);
    expect(photo.statusCode).toBe(404);
  });
});
