import { indiaDay } from '@backoffice/domain/core/dates';
import { seedStaff } from '@backoffice/db/seed';
import { read, utils } from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { assignCart, orderWithCart } from '../details/orders.test-support';

let t: TestApp;
// An OC agent of this file only: their New Order tab holds exactly the carts seeded here.
const AGENT = 102;
const cartIds: number[] = [];
let createdAt: Date;

beforeAll(async () => {
  t = await createTestApp();
  await seedStaff(t.db, { login_id: AGENT, name: 'Ravi Menon', role: 'CET,OC' });
  createdAt = new Date(Date.UTC(2026, 10, 20, 9, 12, 0));
  const people = [
    { firstname: '=HYPERLINK("http://x")', lastname: 'Rao' },
    { firstname: 'Asha', lastname: 'Rao, "Jr"' },
  ];
  for (const [i, person] of people.entries()) {
    const { cart } = await orderWithCart(t.db, 1, {
      affiliate_id: 0,
      created_at: new Date(createdAt.getTime() - i * 60_000),
      person,
    });
    await assignCart(t.db, cart.id, AGENT);
    cartIds.push(cart.id);
  }
});
afterAll(() => t.close());

const download = async (path: string, loginId = 6) =>
  t.app.inject({
    url: `/api/list-of-all-orders/${path}`,
    headers: bearer(await t.tokenFor(loginId)),
  });

describe('GET /api/list-of-all-orders/[:cet_uid/]:platform/:slug/export/', () => {
  it('streams the tab as CSV: headings, rows newest first, quoted, formulas defused', async () => {
    const response = await download(`${AGENT}/store/new/export/?role=oc&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = indiaDay(t.clock.now());
    expect(response.headers['content-disposition']).toContain(
      `attachment; filename="oc-agent${AGENT}-store-new-${day}.csv"`,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Order ID,Cart ID,Channel,Customer,Mobile,Pincode,SKU,Item,Quantity,Price (₹),Payment,' +
        'Status,Urgent,Shipment not possible,Created (IST),Assigned to',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    const [first, second] = [lines[1] ?? '', lines[2] ?? ''];
    expect(first).toContain(`,${cartIds[0]},Store,"'=HYPERLINK(""http://x"") Rao",`);
    expect(first).toContain(',New Order,No,No,2026-11-20 14:42:00,Ravi Menon');
    expect(first).toMatch(/,\d+\.\d{2},(COD|Prepaid|[A-Za-z ]+),New Order,/);
    expect(second).toContain(`,${cartIds[1]},Store,"Asha Rao, ""Jr""",`);
    expect(second).toContain('2026-11-20 14:41:00');
  });

  it('writes the same rows to an .xlsx sheet, prices as rupee numbers', async () => {
    const list = (await download(`${AGENT}/store/new/?role=oc`)).json();
    const response = await download(`${AGENT}/store/new/export/?role=oc&format=xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain('-store-new-');
    const book = read(response.rawPayload, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('no sheet');
    const rows = utils.sheet_to_json<Record<string, string | number>>(sheet);
    expect(rows.map((r) => r['Cart ID'])).toEqual(cartIds);
    expect(rows[0]).toMatchObject({
      Customer: '=HYPERLINK("http://x") Rao',
      Status: 'New Order',
      'Created (IST)': '2026-11-20 14:42:00',
      'Assigned to': 'Ravi Menon',
    });
    expect(rows.map((r) => r['Price (₹)'])).toEqual(
      list.results.map((r: { item_price: number }) => r.item_price),
    );
  });

  it('follows the list: oldest first when asked, the platform and tab of the address', async () => {
    const oldest = await download(`${AGENT}/store/new/export/?role=oc&format=csv&sort=created_at`);
    const lines = oldest.body.split('\r\n');
    expect(lines[1]).toContain(`,${cartIds[1]},`);
    const affiliate = await download(`${AGENT}/affiliate/new/export/?role=oc&format=csv`);
    expect(affiliate.body.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it("keeps the list's access rules", async () => {
    expect((await download('store/new/export/?role=oc&format=csv', 6)).statusCode).toBe(200);
    // Another agent's list without team:lead, the RT list as an OC agent.
    expect((await download(`${AGENT}/store/new/export/?role=oc&format=csv`, 2)).statusCode).toBe(
      403,
    );
    expect((await download('store/new/export/?role=rt&format=csv', 2)).statusCode).toBe(403);
    const unknownTab = await download('store/delivered/export/?role=oc&format=csv');
    expect(unknownTab.statusCode).toBe(404);
    const badFormat = await download('store/new/export/?role=oc&format=pdf');
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().fields).toEqual({ format: 'format must be xlsx or csv' });
  });
});
