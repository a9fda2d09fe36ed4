import { seedCustomer, seedOrder, type SeededOrder } from '@backoffice/db/seed';
import { orders } from '@backoffice/db/schema';
import { ORDER_SEARCH_COUNT_CAP } from '@backoffice/domain/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
// Demo customers' mobiles never start with 7 and their names come from a fixed list, so these
// values match only the orders seeded here.
const PERSON = { firstname: 'Zorawar', lastname: 'Quillfeather', email: 'zorawar.q@example.in' };
const MOBILE = '7999900001';
const ALTERNATE = '7999900002';
const ADDRESS_MOBILE = '7999900003';
let older: SeededOrder;
let newer: SeededOrder;

beforeAll(async () => {
  t = await createTestApp();
  const customer = await seedCustomer(t.db, {
    name: 'Zorawar Quillfeather',
    mobile: MOBILE,
    alternate_mobile: ALTERNATE,
    email: PERSON.email,
  });
  const at = (daysAgo: number) => new Date(t.clock.now().getTime() - daysAgo * 86_400_000);
  const forCustomer = { customer_id: customer.id, person: { ...PERSON, mobile: ADDRESS_MOBILE } };
  older = await seedOrder(t.db, { ...forCustomer, created_at: at(3), carts: 2 });
  newer = await seedOrder(t.db, { ...forCustomer, created_at: at(1), carts: 1 });
});
afterAll(() => t.close());

const search = async (term: string, query = '', loginId = 2) =>
  t.app.inject({
    url: `/api/universal-order-search/?search=${encodeURIComponent(term)}${query}`,
    headers: bearer(await t.tokenFor(loginId)),
  });
const ids = (body: { results: { order_random_id: string }[] }) =>
  body.results.map((r) => r.order_random_id);

describe('GET /api/universal-order-search/', () => {
  it.each([
    ['the order id', () => older.order.order_random_id],
    [
      'the order id with ORDER, lower-case',
      () => `order${older.order.order_random_id.toLowerCase()}`,
    ],
  ])('finds an order by %s', async (_case, term) => {
    const body = (await search(term())).json();
    expect(body).toMatchObject({ count: 1, limit: 50, offset: 0 });
    expect(body.results).toEqual([
      {
        order_random_id: older.order.order_random_id,
        affiliate_id: older.order.affiliate_id,
        channel: expect.any(String),
        customer_name: 'Zorawar Quillfeather',
        mobile_number: MOBILE,
        email: PERSON.email,
        created_at: older.order.created_at.toISOString(),
        matched_by: 'order_id',
        carts: older.carts.map((c) => ({
          cart_pid: c.id,
          item_name: c.item_name,
          orm_order_status: c.orm_order_status,
          status_label: expect.any(String),
        })),
      },
    ]);
  });

  it('finds the order of a cart id, with or without the cart prefix', async () => {
    const cartPid = older.carts[1]?.id ?? 0;
    for (const term of [String(cartPid), `cart ${cartPid}`]) {
      const body = (await search(term)).json();
      expect(ids(body)).toEqual([older.order.order_random_id]);
      expect(body.results[0].matched_by).toBe('cart_id');
    }
  });

  it.each([
    ['mobile', MOBILE],
    ['alternate mobile', `+91 ${ALTERNATE}`],
    ['shipping address mobile', ADDRESS_MOBILE],
    ['e-mail, in any case', 'Zorawar.Q@Example.IN'],
    ['name prefix', 'zoraw'],
    ['full name prefix', 'Zorawar Quill'],
  ])("finds the customer's orders, newest first, by %s", async (_case, term) => {
    const body = (await search(term)).json();
    expect(body.count).toBe(2);
    expect(ids(body)).toEqual([newer.order.order_random_id, older.order.order_random_id]);
  });

  it('pages the orders', async () => {
    const body = (await search(PERSON.email, '&limit=1&offset=1')).json();
    expect(body).toMatchObject({ count: 2, count_capped: false, limit: 1, offset: 1 });
    expect(ids(body)).toEqual([older.order.order_random_id]);
  });

  it('counts up to the cap and says there are more, still paging newest first', async () => {
    const customer = await seedCustomer(t.db, { name: 'Yashodhara Many', mobile: '7999900011' });
    // One more order than the cap, each a minute older than the one before.
    await t.db.execute(
      sql`insert into ${orders} (order_random_id, affiliate_id, customer_id, payment_type,
          payment_method_id, created_at)
        select 'YM' || lpad(g::text, 6, '0'), 0, ${customer.id}, 'COD', 1,
          now() - g * interval '1 minute'
        from generate_series(1, ${ORDER_SEARCH_COUNT_CAP + 1}) as g`,
    );
    const body = (await search('yashodhara', '&limit=2&offset=3')).json();
    expect(body).toMatchObject({ count: ORDER_SEARCH_COUNT_CAP, count_capped: true });
    expect(ids(body)).toEqual(['YM000004', 'YM000005']);
  });

  it('reads an 8-letter word that is no order id as a name', async () => {
    const customer = await seedCustomer(t.db, { name: 'Qwertyui Zed', mobile: '7999900009' });
    const { order } = await seedOrder(t.db, { customer_id: customer.id, carts: 1 });
    const body = (await search('QWERTYUI')).json();
    expect(body.results).toMatchObject([
      { order_random_id: order.order_random_id, matched_by: 'name' },
    ]);
  });

  it.each(['Quillfeather', 'no such person', '100%_', '99999999999999999999', 'nobody@example.in'])(
    'answers an empty page when nothing matches %j',
    async (term) => {
      const response = await search(term);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        count: 0,
        count_capped: false,
        limit: 50,
        offset: 0,
        results: [],
      });
    },
  );

  it('answers 400 "Enter a search term" to an empty term', async () => {
    for (const url of [
      '/api/universal-order-search/?search=%20%20',
      '/api/universal-order-search/',
    ]) {
      const response = await t.app.inject({ url, headers: bearer(await t.tokenFor(2)) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Enter a search term',
        fields: { search: 'Enter a search term' },
      });
    }
  });

  it('is forbidden to the new product listing team', async () => {
    expect((await search(MOBILE, '', 19)).statusCode).toBe(403);
  });
});
