import { carts, orderComments, returnRequests } from '@backoffice/db/schema';
import { seedOrder, seedReturn } from '@backoffice/db/seed';
import { STATUS } from '@backoffice/domain/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSubmission } from '../../../test/submission-key';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Demo accounts: 4 CET agent, 6 Team Leader, 7 Finance, 10 Operations.
const CET = 4;
const LEAD = 6;
const FINANCE = 7;
const OPS = 10;

async function deliveredCart(quantity = 2) {
  const seeded = await seedOrder(t.db, { carts: [{ status: STATUS.DELIVERED, quantity }] });
  const cart = seeded.carts[0];
  if (!cart) throw new Error('no cart');
  return { ...seeded, cart };
}

const form = (cart: { id: number; affiliate_id: number; version: number }, extra = {}) => ({
  affiliate_id: cart.affiliate_id,
  cart_pid: cart.id,
  version: cart.version,
  request_type: 'return',
  reason_id: 1,
  sub_reason_id: 104,
  quantity: 1,
  comments: 'Stains on the fabric on arrival',
  ...extra,
});

async function post(url: string, loginId: number, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...bearer(await t.tokenFor(loginId)),
      ...asSubmission(key ? { 'idempotency-key': key } : {}),
    },
    payload,
  });
}
const get = async (url: string, loginId: number) =>
  t.app.inject({ url, headers: bearer(await t.tokenFor(loginId)) });

/** A multipart body of text fields and files, as the browser's form sends it. */
function multipart(
  fields: Record<string, string | number>,
  files: { name: string; type: string; bytes: Buffer }[],
) {
  const boundary = 'returnsformboundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function initiateMultipart(
  loginId: number,
  fields: Record<string, string | number>,
  files: { name: string; type: string; bytes: Buffer }[],
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/initiate-return-or-replacement/',
    headers: { ...bearer(await t.tokenFor(loginId)), ...asSubmission(), ...body.headers },
    payload: body.payload,
  });
}

const png = (size: number) => ({
  name: 'photo.png',
  type: 'image/png',
  bytes: Buffer.alloc(size, 7),
});

async function raised(quantity = 2) {
  const seeded = await deliveredCart(quantity);
  const res = await post('/api/initiate-return-or-replacement/', CET, form(seeded.cart));
  expect(res.statusCode, res.body).toBe(200);
  return { ...seeded, request: res.json().request as { id: number; version: number } };
}

const cartStatus = async (id: number) =>
  (await t.db.select().from(carts).where(eq(carts.id, id)))[0]?.orm_order_status;

describe('customer-requests/{affiliate_id}/{id}/create/data', () => {
  it('gives the form of a delivered cart', async () => {
    const { cart } = await deliveredCart(3);
    const res = await get(
      `/api/customer-requests/${cart.affiliate_id}/${cart.id}/create/data`,
      CET,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.can_request).toBe(true);
    expect(body.fields.map((f: { name: string }) => f.name)).toContain('files');
    const quantity = body.fields.find((f: { name: string }) => f.name === 'quantity');
    expect(quantity).toMatchObject({ type: 'integer', min_value: 1, max_value: 3 });
  });

  it('says why a cart that is not delivered cannot have a request', async () => {
    const seeded = await seedOrder(t.db, { carts: [{ status: STATUS.NEW_ORDER }] });
    const cart = seeded.carts[0]!;
    const res = await get(
      `/api/customer-requests/${cart.affiliate_id}/${cart.id}/create/data`,
      CET,
    );
    expect(res.json()).toMatchObject({
      can_request: false,
      refusal: 'A request can be raised only on a delivered cart',
    });
  });

  it('answers 404 for another channel and 403 for roles outside returns', async () => {
    const { cart } = await deliveredCart();
    const other = cart.affiliate_id === 0 ? 1 : 0;
    expect(
      (await get(`/api/customer-requests/${other}/${cart.id}/create/data`, CET)).statusCode,
    ).toBe(404);
    for (const who of [FINANCE, OPS]) {
      const res = await get(
        `/api/customer-requests/${cart.affiliate_id}/${cart.id}/create/data`,
        who,
      );
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('POST /initiate-return-or-replacement/', () => {
  it('raises a return with a photo: cart to Return Requested, history, counts and the file', async () => {
    const platform = 'affiliate';
    const before = (await get(`/api/return-replace-orders/tab-counts/${platform}/`, CET)).json();
    const seeded = await seedOrder(t.db, {
      affiliate_id: 1,
      carts: [{ status: STATUS.DELIVERED, quantity: 2 }],
    });
    const cart = seeded.carts[0]!;
    const res = await initiateMultipart(
      CET,
      { ...form(cart), preferred_pickup_date: '2099-01-01', original_packaging: 'true' },
      [png(1000)],
    );
    expect(res.statusCode, res.body).toBe(200);
    const { request, message } = res.json();
    expect(message).toBe('Request raised!');
    expect(request).toMatchObject({
      status: STATUS.RETURN_REQUESTED,
      from_status: STATUS.DELIVERED,
      kind: 'return',
      reason: 'Damaged Product: Stains',
      answers: { preferred_pickup_date: '2099-01-01', original_packaging: true },
    });
    expect(request.files).toHaveLength(1);
    expect(await cartStatus(cart.id)).toBe(STATUS.RETURN_REQUESTED);
    const comments = await t.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.cart_id, cart.id));
    expect(comments.map((c) => c.comment).join('\n')).toContain('raised a Return request for 1 of');
    const after = (await get(`/api/return-replace-orders/tab-counts/${platform}/`, CET)).json();
    expect(after.counts['return-requested']).toBe(before.counts['return-requested'] + 1);
    const file = await get(`/api/customer-requests/${request.id}/files/0`, CET);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.byteLength).toBe(1000);
  });

  it.each([
    [{ comments: '' }, 'comments', 'Required!'],
    [{ comments: 'short' }, 'comments', 'Comments should be of length 10'],
    [{ quantity: 3 }, 'quantity', 'Quantity should be less than or equal to 2'],
    [{ sub_reason_id: undefined }, 'sub_reason_id', 'Required!'],
    [{ sub_reason_id: 201 }, 'sub_reason_id', 'Choose a sub reason of the chosen reason'],
    [{ reason_id: undefined }, 'reason_id', 'Reason is Required!'],
    [
      { reason_id: 5, request_type: 'replacement' },
      'reason_id',
      'This reason does not apply to this request type',
    ],
    [{ request_type: 'refund-please' }, 'request_type', 'Required!'],
    [
      { preferred_pickup_date: '2000-01-01' },
      'preferred_pickup_date',
      'Preferred Pickup Date should be greater than or equal to',
    ],
  ])('refuses %o with a message under %s', async (extra, field, message) => {
    const { cart } = await deliveredCart(2);
    const payload = Object.fromEntries(
      Object.entries(form(cart, extra)).filter(([, v]) => v !== undefined),
    );
    const res = await post('/api/initiate-return-or-replacement/', CET, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[field]).toContain(message);
    expect(await cartStatus(cart.id)).toBe(STATUS.DELIVERED);
  });

  it('refuses more than 5 files and a file over 5 MB with the form messages', async () => {
    const { cart } = await deliveredCart();
    const six = await initiateMultipart(
      CET,
      form(cart),
      Array.from({ length: 6 }, () => png(10)),
    );
    expect(six.statusCode).toBe(400);
    expect(six.json().fields.files).toBe('Only 5 Files are allowed!');
    const large = await initiateMultipart(CET, form(cart), [png(5_242_881)]);
    expect(large.statusCode).toBe(400);
    expect(large.json().fields.files).toBe('File size should be less than 5 MB!');
  });

  it('refuses a stale cart, a second open request, a cart not delivered and a missing key', async () => {
    const { cart } = await deliveredCart();
    const stale = await post(
      '/api/initiate-return-or-replacement/',
      CET,
      form(cart, { version: cart.version + 5 }),
    );
    expect(stale.statusCode).toBe(409);
    const first = await post('/api/initiate-return-or-replacement/', CET, form(cart));
    expect(first.statusCode).toBe(200);
    const [now] = await t.db.select().from(carts).where(eq(carts.id, cart.id));
    const second = await post('/api/initiate-return-or-replacement/', CET, form(now!));
    expect(second.statusCode).toBe(400);
    const fresh = (await seedOrder(t.db, { carts: [{ status: STATUS.CONFIRMED }] })).carts[0]!;
    const early = await post('/api/initiate-return-or-replacement/', CET, form(fresh));
    expect(early.json().message).toBe('A request can be raised only on a delivered cart');
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/initiate-return-or-replacement/',
      headers: bearer(await t.tokenFor(CET)),
      payload: form(cart),
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('answers 403 to roles outside returns', async () => {
    const { cart } = await deliveredCart();
    for (const who of [FINANCE, OPS]) {
      expect((await post('/api/initiate-return-or-replacement/', who, form(cart))).statusCode).toBe(
        403,
      );
    }
  });
});

describe('approve, process, cancel', () => {
  it('approves once: a replay answers the first approval, a second approval is refused', async () => {
    const { request, cart } = await raised();
    const body = { request_id: request.id, version: request.version };
    const first = await post('/api/return-or-replacement-approve/', LEAD, body, 'approve-once-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().request.status).toBe(STATUS.RETURN_PROCESSING);
    const replay = await post('/api/return-or-replacement-approve/', LEAD, body, 'approve-once-1');
    expect(replay.json()).toEqual(first.json());
    const again = await post('/api/return-or-replacement-approve/', LEAD, body);
    expect(again.statusCode).toBe(409);
    const approved = first.json().request;
    const late = await post('/api/return-or-replacement-approve/', LEAD, {
      request_id: approved.id,
      version: approved.version,
    });
    expect(late.statusCode).toBe(400);
    expect(await cartStatus(cart.id)).toBe(STATUS.RETURN_PROCESSING);
  });

  it('lets only Team Leaders approve', async () => {
    const { request } = await raised();
    const body = { request_id: request.id, version: request.version };
    for (const who of [CET, FINANCE, OPS]) {
      expect((await post('/api/return-or-replacement-approve/', who, body)).statusCode).toBe(403);
    }
  });

  it('processes a return to a pickup, and an issue only to Resolved', async () => {
    const { request } = await raised();
    const approved = (
      await post('/api/return-or-replacement-approve/', LEAD, {
        request_id: request.id,
        version: request.version,
      })
    ).json().request;
    const bad = await post('/api/return-or-replacement-process/', LEAD, {
      request_id: approved.id,
      version: approved.version,
      status: STATUS.INWARD_SCANNED,
    });
    expect(bad.statusCode).toBe(400);
    const ok = await post('/api/return-or-replacement-process/', LEAD, {
      request_id: approved.id,
      version: approved.version,
      status: STATUS.SCHEDULE_RETURN_PICKUP,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().request.status).toBe(STATUS.SCHEDULE_RETURN_PICKUP);

    const issue = await seedReturn(t.db, { status: STATUS.PROCESSING, kind: 'issue' });
    const ref = { request_id: issue.request.id, version: issue.request.version };
    const pickup = await post('/api/return-or-replacement-process/', LEAD, {
      ...ref,
      status: STATUS.SCHEDULE_RETURN_PICKUP,
    });
    expect(pickup.statusCode).toBe(400);
    const resolved = await post('/api/return-or-replacement-process/', LEAD, {
      ...ref,
      status: STATUS.RESOLVED,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().request).toMatchObject({ status: STATUS.RESOLVED, is_open: false });
  });

  it.each([
    ['/api/return-or-replacement-process/', STATUS.PROCESSING],
    ['/api/returns/change-return-order-status/', STATUS.INWARD_SCANNED],
  ])(
    '%s refuses a status outside the catalogue with 400 and changes nothing',
    async (url, from) => {
      const seeded = await seedReturn(t.db, { status: from });
      const ref = { request_id: seeded.request.id, version: seeded.request.version };
      for (const status of [0, -1, 100, 35, 2.5, '100']) {
        const refused = await post(url, LEAD, { ...ref, status });
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json()).toMatchObject({
          error: 'Select a valid status',
          fields: { status: 'Select a valid status' },
        });
      }
      expect(await cartStatus(seeded.cart.id)).toBe(from);
    },
  );

  it('cancels: the agent before approval, a Team Leader after; the cart goes back', async () => {
    const { request, cart } = await raised();
    const cancel = {
      request_id: request.id,
      version: request.version,
      comments: 'Customer kept it',
    };
    const missing = await post('/api/customer-requests/cancel/', CET, { ...cancel, comments: '' });
    expect(missing.statusCode).toBe(400);
    const ok = await post('/api/customer-requests/cancel/', CET, cancel);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().request).toMatchObject({ is_open: false, is_cancelled: true });
    expect(await cartStatus(cart.id)).toBe(STATUS.DELIVERED);

    const second = await raised();
    const approved = (
      await post('/api/return-or-replacement-approve/', LEAD, {
        request_id: second.request.id,
        version: second.request.version,
      })
    ).json().request;
    const ref = {
      request_id: approved.id,
      version: approved.version,
      comments: 'Resolved on call',
    };
    expect((await post('/api/cancel-return-or-replacement/', CET, ref)).statusCode).toBe(403);
    expect((await post('/api/customer-requests/cancel/', LEAD, ref)).statusCode).toBe(400);
    const byLead = await post('/api/cancel-return-or-replacement/', LEAD, ref);
    expect(byLead.statusCode, byLead.body).toBe(200);
    expect(await cartStatus(second.cart.id)).toBe(STATUS.DELIVERED);
  });
});

describe('returns/change-return-order-status/ and change-hold-sub-reason/', () => {
  it('resolves by the resolving capability, and refuses the steps that have their own call', async () => {
    const post_ = (loginId: number, body: object) =>
      post('/api/returns/change-return-order-status/', loginId, body);
    const reached = await seedReturn(t.db, { status: STATUS.RETURN_REACHED_TO_WAREHOUSE });
    const atWarehouse = { request_id: reached.request.id, version: reached.request.version };
    // Inward scanning is returns/inward-scan/'s, with its sentence: not this call's.
    const scan = await post_(OPS, { ...atWarehouse, status: STATUS.INWARD_SCANNED });
    expect(scan.statusCode).toBe(400);
    expect(scan.json().message).toContain('Return Reached to Warehouse');
    expect((await post_(OPS, { ...atWarehouse, status: STATUS.RESOLVED })).statusCode).toBe(400);

    const scanned = await seedReturn(t.db, { status: STATUS.INWARD_SCANNED });
    const ref = { request_id: scanned.request.id, version: scanned.request.version };
    expect((await post_(CET, { ...ref, status: STATUS.RESOLVED })).statusCode).toBe(403);
    expect((await post_(OPS, { ...ref, status: STATUS.RESOLVED })).statusCode).toBe(403);
    const resolved = await post_(LEAD, { ...ref, status: STATUS.RESOLVED });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().request).toMatchObject({ status: STATUS.RESOLVED, is_open: false });
    expect((await post_(LEAD, { ...ref, status: STATUS.RESOLVED })).statusCode).toBe(409);
  });

  it.each([
    ['a docket', STATUS.RETURN_PICKUP_CREATED, STATUS.RETURN_PICKUP_DOCKETED],
    ['a booked pickup', STATUS.SCHEDULE_RETURN_PICKUP, STATUS.RETURN_PICKUP_CREATED],
    ['a courier pickup', STATUS.RETURN_PICKUP_DOCKETED, STATUS.RETURN_DOCKET_PICKUP],
    ['the warehouse', STATUS.RETURN_DOCKET_PICKUP, STATUS.RETURN_REACHED_TO_WAREHOUSE],
    ['a lost product', STATUS.RETURN_DOCKET_PICKUP, STATUS.LOST_PRODUCT],
  ])('never takes the step of %s (%i to %i): only its own call does', async (_, from, to) => {
    const seeded = await seedReturn(t.db, { status: from });
    for (const loginId of [OPS, LEAD]) {
      const refused = await post('/api/returns/change-return-order-status/', loginId, {
        request_id: seeded.request.id,
        version: seeded.request.version,
        status: to,
      });
      expect(refused.statusCode, refused.body).toBe(400);
    }
    expect(await cartStatus(seeded.cart.id)).toBe(from);
    const [request] = await t.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.id, seeded.request.id));
    expect(request).toMatchObject({ status: from, version: seeded.request.version });
  });

  it('holds a request, which then cannot be approved until the hold is cleared', async () => {
    const { request, cart } = await raised();
    const bad = await post('/api/returns/change-hold-sub-reason/', CET, {
      request_id: request.id,
      version: request.version,
      hold_sub_reason_id: 99,
    });
    expect(bad.statusCode).toBe(400);
    const held = await post('/api/returns/change-hold-sub-reason/', CET, {
      request_id: request.id,
      version: request.version,
      hold_sub_reason_id: 2,
    });
    expect(held.statusCode, held.body).toBe(200);
    const onHold = held.json().request;
    expect(onHold.hold_sub_reason).toBe('Customer not reachable');
    const refused = await post('/api/return-or-replacement-approve/', LEAD, {
      request_id: onHold.id,
      version: onHold.version,
    });
    expect(refused.json().message).toBe('Take the request off hold first');
    const cleared = (
      await post('/api/returns/change-hold-sub-reason/', CET, {
        request_id: onHold.id,
        version: onHold.version,
        hold_sub_reason_id: null,
      })
    ).json().request;
    const approved = await post('/api/return-or-replacement-approve/', LEAD, {
      request_id: cleared.id,
      version: cleared.version,
    });
    expect(approved.statusCode).toBe(200);
    const history = await t.db
      .select()
      .from(orderComments)
      .where(and(eq(orderComments.cart_id, cart.id)));
    expect(history.map((c) => c.comment).join('\n')).toContain('on hold: Customer not reachable');

    const later = await seedReturn(t.db, { status: STATUS.SCHEDULE_RETURN_PICKUP });
    const notHoldable = await post('/api/returns/change-hold-sub-reason/', CET, {
      request_id: later.request.id,
      version: later.request.version,
      hold_sub_reason_id: 1,
    });
    expect(notHoldable.json().message).toBe('This request can no longer be put on hold');
  });
});

describe('customer-requests/{affiliate_id}/{cart_pid}/get', () => {
  it("lists a cart's requests, newest first", async () => {
    const { cart } = await raised();
    const res = await get(`/api/customer-requests/${cart.affiliate_id}/${cart.id}/get`, CET);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.cart_id, cart.id));
    expect(res.json().results[0].id).toBe(row?.id);
    expect(res.json().results[0].replacement).toBeNull();
  });
});
