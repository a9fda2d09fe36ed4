import { seedCustomer, seedOrder, seedStaff } from '@backoffice/db/seed';
import type { StatusId } from '@backoffice/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { assignCart } from '../details/orders.test-support';

let t: TestApp;
// An OC agent of this file only, and a customer whose mobile (demo mobiles never start with 7)
// and name match only the orders seeded here.
const AGENT = 101;
const MOBILE = '7999900011';
const PERSON = { firstname: 'Zorawar', lastname: 'Quillfeather', email: 'zorawar.q@example.in' };
const seeded = {
  older: { cart: 0, order: '' },
  newer: { cart: 0, order: '' },
  confirmed: { cart: 0, order: '' },
  affiliate: { cart: 0, order: '' },
};

beforeAll(async () => {
  t = await createTestApp();
  await seedStaff(t.db, { login_id: AGENT, name: 'Neha Joshi', role: 'CET,OC' });
  const customer = await seedCustomer(t.db, {
    name: 'Zorawar Quillfeather',
    mobile: MOBILE,
    email: PERSON.email,
  });
  const seed = async (status: StatusId, affiliate_id: 0 | 1, minutesAgo: number) => {
    const { order, carts } = await seedOrder(t.db, {
      customer_id: customer.id,
      person: { ...PERSON, mobile: MOBILE },
      affiliate_id,
      created_at: new Date(t.clock.now().getTime() - minutesAgo * 60_000),
      carts: [{ status, assigned_login_id: null }],
    });
    const [cart] = carts;
    if (!cart) throw new Error('no cart seeded');
    await assignCart(t.db, cart.id, AGENT);
    return { cart: cart.id, order: order.order_random_id };
  };
  seeded.older = await seed(1, 0, 30);
  seeded.newer = await seed(1, 0, 20);
  seeded.confirmed = await seed(2, 0, 10);
  seeded.affiliate = await seed(1, 1, 5);
});
afterAll(() => t.close());

const get = async (url: string, loginId = 6, signInRole?: string) =>
  t.app.inject({ url, headers: bearer(await t.tokenFor(loginId, signInRole)) });
const searchList = (list: string, search: string, query = 'role=oc', loginId = 6) =>
  get(`/api/list-of-search-orders/${list}/?search=${encodeURIComponent(search)}&${query}`, loginId);
const cartIds = (body: { results: { cart_pid: number }[] }) => body.results.map((r) => r.cart_pid);

describe('GET /api/list-of-search-orders/:platform/:slug/', () => {
  it("finds a mobile's carts in the tab, newest first, in the work list's row shape", async () => {
    const response = await searchList('store/new', '+91 79999 00011');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ count: 2, count_capped: false, limit: 50, offset: 0 });
    expect(cartIds(body)).toEqual([seeded.newer.cart, seeded.older.cart]);

    const list = (await get(`/api/list-of-all-orders/${AGENT}/store/new/?role=oc`)).json();
    const listed = list.results.find((r: { cart_pid: number }) => r.cart_pid === seeded.newer.cart);
    expect(body.results[0]).toEqual(listed);
    expect(body.results[0]).toMatchObject({
      customer_name: 'Zorawar Quillfeather',
      mobile_number: MOBILE,
      status_label: 'New Order',
      assigned_to: { login_id: AGENT, name: 'Neha Joshi' },
    });
  });

  it('finds an order by its id only in the tab that holds its cart', async () => {
    const term = `ORDER${seeded.confirmed.order.toLowerCase()}`;
    expect((await searchList('store/new', term)).json()).toMatchObject({ count: 0, results: [] });
    const confirmed = (await searchList('store/confirmed', term)).json();
    expect(cartIds(confirmed)).toEqual([seeded.confirmed.cart]);
    const older = (await searchList('store/new', seeded.older.order)).json();
    expect(cartIds(older)).toEqual([seeded.older.cart]);
  });

  it('finds carts by the start of the customer name and pages them', async () => {
    const all = (await searchList('store/new', 'Zorawar Q')).json();
    expect(cartIds(all)).toEqual([seeded.newer.cart, seeded.older.cart]);
    const second = (await searchList('store/new', 'zorawar', 'role=oc&limit=1&offset=1')).json();
    expect(second).toMatchObject({ count: 2, limit: 1, offset: 1 });
    expect(cartIds(second)).toEqual([seeded.older.cart]);
  });

  it('keeps to the platform and to the agent the list names', async () => {
    const affiliate = (await searchList('affiliate/new', MOBILE)).json();
    expect(cartIds(affiliate)).toEqual([seeded.affiliate.cart]);
    const agents = (await searchList('store/new', MOBILE, `role=oc&cet_uid=${AGENT}`)).json();
    expect(agents.count).toBe(2);
    const another = (await searchList('store/new', MOBILE, 'role=oc&cet_uid=2')).json();
    expect(another).toMatchObject({ count: 0, results: [] });
  });

  it('answers only the customer-experience details with isOnlyCXDetails=true', async () => {
    const response = await searchList(
      'store/new',
      seeded.newer.order,
      'role=oc&isOnlyCXDetails=true',
    );
    expect(response.statusCode).toBe(200);
    const [row] = response.json().results;
    expect(Object.keys(row).sort()).toEqual(
      [
        'cart_pid',
        'order_random_id',
        'affiliate_id',
        'channel',
        'customer_name',
        'mobile_number',
        'alternate_mobile_number',
        'email',
        'pincode',
        'city',
        'item_name',
        'orm_order_status',
        'status_label',
        'is_urgent',
        'created_at',
        'confirmed_at',
        'promised_date',
        'delivered_at',
        'assigned_to',
      ].sort(),
    );
    expect(row).toMatchObject({
      cart_pid: seeded.newer.cart,
      order_random_id: seeded.newer.order,
      customer_name: 'Zorawar Quillfeather',
      mobile_number: MOBILE,
      email: PERSON.email,
      orm_order_status: 1,
      status_label: 'New Order',
      confirmed_at: null,
    });
    expect(row.city).toEqual(expect.any(String));
    const full = (
      await searchList('store/new', seeded.newer.order, 'role=oc&isOnlyCXDetails=false')
    ).json();
    expect(full.results[0]).toHaveProperty('item_price');
    expect(full.results[0]).toHaveProperty('payment_type');
  });

  it("follows the lists' access rules", async () => {
    const forbidden = [
      await searchList('store/new', MOBILE, 'role=oc', 3),
      await searchList('store/new', MOBILE, 'role=oc', 4),
      await get(`/api/list-of-search-orders/store/new/?search=x&role=oc&cet_uid=6`, 2),
    ];
    for (const response of forbidden) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('Access Forbidden');
    }
    const own = await get(
      `/api/list-of-search-orders/store/new/?search=${MOBILE}&role=oc&cet_uid=${AGENT}`,
      AGENT,
      'cet',
    );
    expect(own.json().count).toBe(2);
    expect((await searchList('store/new', MOBILE, 'role=oc', 2)).json().count).toBe(2);
  });

  it.each([
    ['store/new/?role=oc', 'Enter a search term'],
    ['store/new/?search=%20%20&role=oc', 'Enter a search term'],
    [`store/new/?search=${'a'.repeat(255)}&role=oc`, 'At most 254 characters'],
    ['store/new/?search=asha', 'role must be oc or rt'],
    ['store/new/?search=asha&role=oc&isOnlyCXDetails=1', 'isOnlyCXDetails must be true or false'],
    ['store/new/?search=asha&role=oc&limit=101', 'limit must be a whole number from 1 to 100'],
    ['store/new/?search=asha&role=oc&cet_uid=abc', 'cet_uid must be a positive whole number'],
  ])('answers 400 to %s', async (path, message) => {
    const response = await get(`/api/list-of-search-orders/${path}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it.each([
    ['amazon/new/?search=asha&role=oc', 'Unknown platform "amazon"'],
    ['store/delivered/?search=asha&role=oc', 'The Order Confirmation Team has no list "delivered"'],
    ['store/new/?search=asha&role=oc&cet_uid=999', 'User not found'],
  ])('answers 404 to %s', async (path, message) => {
    const response = await get(`/api/list-of-search-orders/${path}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(message);
  });
});
