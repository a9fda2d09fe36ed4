import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { codOrder, paymentCalls, paymentsOf } from '../../../test/payment-calls';

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

const sendLink = async () => {
  const { order } = await codOrder(t);
  const response = await call.post('/api/send-payment-link/', 2, {
    order_random_id: order.order_random_id,
    type: 'other',
    amount: 1250,
  });
  return { order, link: response.json().link };
};

describe('the sandbox payment page', () => {
  it('shows the link with the time left and Pay, Fail and Expire buttons', async () => {
    const { order, link } = await sendLink();
    const page = await t.app.inject({ url: new URL(link.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(order.order_random_id);
    expect(page.body).toContain('₹1,250.00');
    expect(page.body).not.toContain('Rs ');
    expect(page.body).toContain('1 day 0 hours 0 minutes 0 seconds');
    for (const outcome of ['paid', 'failed', 'expired']) {
      expect(page.body).toContain(`value="${outcome}"`);
    }
  });

  it('allows its own inline script by hash and nothing else', async () => {
    const { link } = await sendLink();
    const page = await t.app.inject({ url: new URL(link.url).pathname });
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'sha256-${hash}'`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('pays from the form and shows the outcome', async () => {
    const { order, link } = await sendLink();
    const path = new URL(link.url).pathname;
    const posted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(path);
    const page = await t.app.inject({ url: path });
    expect(page.body).toContain('Payment successful');
    expect(page.body).not.toContain('value="paid"');
    expect((await paymentsOf(t, order.id)).map((p) => p.status)).toEqual(['paid']);
  });

  it('reads "This link is expired!" after 24 hours', async () => {
    const { link } = await sendLink();
    t.clock.advance(24 * 3_600_000);
    const page = await t.app.inject({ url: new URL(link.url).pathname });
    expect(page.body).toContain('This link is expired!');
    expect(page.body).not.toContain('<form');
  });

  it('refuses a bad outcome and an unknown link', async () => {
    const { link } = await sendLink();
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox-payments/links/${link.transaction_id}/`,
      payload: { outcome: 'refunded' },
    });
    expect(bad.json().fields).toEqual({ outcome: 'outcome must be paid, failed or expired' });
    const unknown = await t.app.inject({ url: '/api/sandbox-payments/pay/sbx_nope_1' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the live provider', () => {
  it('serves no sandbox pages', async () => {
    const live = await createTestApp({
      env: { PAYMENTS_PROVIDER: 'live' },
    });
    try {
      const page = await live.app.inject({ url: '/api/sandbox-payments/pay/sbx_1_1' });
      expect(page.statusCode).toBe(404);
      const notify = await live.app.inject({
        method: 'POST',
        url: '/api/payments/notify/',
        payload: { transaction_id: 'plink_1' },
      });
      expect(notify.json()).toMatchObject({
        code: 'NOT_CONFIGURED',
        error: 'The payments provider is not configured',
      });
    } finally {
      await live.close();
    }
  });
});

describe('GET /api/rnr-order-status/:cart_pid/', () => {
  it("shows a cart's COD payable and its RNR links", async () => {
    const { order, carts } = await codOrder(t, [{ status: 19 }]);
    const cart = carts[0]!;
    const sent = await call.post('/api/send-payment-link/', 2, {
      order_random_id: order.order_random_id,
      type: 'RNR',
      cart_pids: [cart.id],
    });
    expect(sent.statusCode).toBe(200);
    const status = await call.get(`/api/rnr-order-status/${cart.id}/?affiliate_id=0`, 2);
    expect(status.json()).toMatchObject({
      order_random_id: order.order_random_id,
      cart: {
        id: cart.id,
        status_label: 'Call not received (CNR)',
        refusal: 'A COD to online request is already pending for this cart',
      },
      links: [{ type: 'RNR', status: 'pending', cart_pids: [cart.id] }],
    });
    const wrongChannel = await call.get(`/api/rnr-order-status/${cart.id}/?affiliate_id=3`, 2);
    expect(wrongChannel.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Cart not found' });
    expect((await call.get(`/api/rnr-order-status/${cart.id}/`, 7)).statusCode).toBe(403);
  });
});
