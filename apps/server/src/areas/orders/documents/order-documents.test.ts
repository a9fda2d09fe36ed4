import { seedOrder } from '@backoffice/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxMessages } from '../../../integrations/messages/messages.sandbox';
import { auditOf, callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

const messages = createSandboxMessages();
let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp({ integrations: { messages } });
  call = callsAs(t);
});
afterAll(() => t.close());

const PERSON = {
  firstname: 'Asha',
  lastname: 'Rao',
  mobile: '7845012399',
  email: 'asha.rao@example.com',
};
/** A cart with an invoice and a credit note (returned to the shipper), on the own channel. */
const aCreditedCart = async () => {
  const seeded = await seedOrder(t.db, {
    carts: [{ status: 23 }],
    affiliate_id: 0,
    person: PERSON,
  });
  const cart = seeded.carts[0];
  if (!cart) throw new Error('no cart');
  return { seeded, cart, number: `${seeded.order.order_random_id}-1` };
};

describe('GET /api/credit-notes-history/:cart_pid/', () => {
  it("lists a cart's invoice and credit note, amounts in rupees", async () => {
    const { cart, number } = await aCreditedCart();
    const response = await call.get(`/api/credit-notes-history/${cart.id}/`, 7);
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(
      results.map((d: { type: string; invoice_credit_number: string }) => [
        d.type,
        d.invoice_credit_number,
      ]),
    ).toEqual([
      ['Invoice', `INV-${number}`],
      ['Credit Note', `CN-${number}`],
    ]);
    expect(results[1]).toMatchObject({
      credit_reason: 'Returned to shipper',
      cart_id: cart.id,
      aff_id: 0,
      created_by_role: 'FINANCE',
    });
    expect(typeof results[0].invoice_credit_amount).toBe('number');
  });

  it('answers 404 for an unknown cart, 400 for a bad id and 403 to NPL', async () => {
    expect((await call.get('/api/credit-notes-history/99999999/', 2)).json().error).toBe(
      'Cart not found',
    );
    expect((await call.get('/api/credit-notes-history/abc/', 2)).statusCode).toBe(400);
    expect((await call.get('/api/credit-notes-history/1/', 19)).statusCode).toBe(403);
  });
});

describe('POST /api/send-invoice-cet-cx/', () => {
  it('e-mails the invoice to the customer, or to the agent, and audits it on the cart', async () => {
    const { cart, number } = await aCreditedCart();
    const body = { affiliate_id: 0, cart_pri_id: cart.id };
    const toCustomer = await call.post('/api/send-invoice-cet-cx/', 2, { ...body, to: 'cx' });
    expect(toCustomer.statusCode).toBe(200);
    expect(toCustomer.json()).toEqual({ success: true, message: 'Sent Successfully!' });
    expect(messages.sent.at(-1)).toMatchObject({ channel: 'email', to: PERSON.email });
    expect(messages.sent.at(-1)?.subject).toContain(`Invoice INV-${number}`);

    await call.post('/api/send-invoice-cet-cx/', 2, { ...body, to: 'cet' });
    expect(messages.sent.at(-1)?.to).toBe('oc.agent@backoffice.test');
    await call.post('/api/send-invoice-cet-cx/', 2, {
      ...body,
      to: 'cet',
      cet_email: 'Lead@Backoffice.test',
    });
    expect(messages.sent.at(-1)?.to).toBe('lead@backoffice.test');

    const audit = await auditOf(t, 'cart', cart.id);
    expect(audit.filter((a) => a.reason === 'Invoice e-mailed').map((a) => a.changes)).toEqual([
      { document_sent: { before: null, after: { number: `INV-${number}`, to: PERSON.email } } },
      {
        document_sent: {
          before: null,
          after: { number: `INV-${number}`, to: 'oc.agent@backoffice.test' },
        },
      },
      {
        document_sent: {
          before: null,
          after: { number: `INV-${number}`, to: 'lead@backoffice.test' },
        },
      },
    ]);
  });

  it.each([
    [{ affiliate_id: 0, cart_pri_id: 1 }, 'to', 'Send the invoice to cet or cx'],
    [
      { affiliate_id: 0, cart_pri_id: 1, to: 'cet', cet_email: 'lead@' },
      'cet_email',
      'Invalid Email Id!',
    ],
    [{ cart_pri_id: 1, to: 'cx' }, 'affiliate_id', 'affiliate_id must be a channel id'],
  ])('refuses %j', async (payload, field, message) => {
    const response = await call.post('/api/send-invoice-cet-cx/', 2, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { [field]: message } });
  });

  it("refuses a cart without an invoice, and another channel than the cart's", async () => {
    const fresh = await seedOrder(t.db, { carts: [{ status: 1 }], affiliate_id: 0 });
    const cartId = fresh.carts[0]?.id;
    const noInvoice = await call.post('/api/send-invoice-cet-cx/', 2, {
      affiliate_id: 0,
      cart_pri_id: cartId,
      to: 'cx',
    });
    expect(noInvoice.json()).toMatchObject({
      fields: { cart_pri_id: 'No invoice has been made for this cart yet' },
    });
    const otherChannel = await call.post('/api/send-invoice-cet-cx/', 2, {
      affiliate_id: 1,
      cart_pri_id: cartId,
      to: 'cx',
    });
    expect(otherChannel.statusCode).toBe(404);
  });

  it('answers 503 when the e-mail cannot be sent, and records nothing', async () => {
    const { cart } = await aCreditedCart();
    messages.setDown(true);
    try {
      const response = await call.post('/api/send-invoice-cet-cx/', 2, {
        affiliate_id: 0,
        cart_pri_id: cart.id,
        to: 'cx',
      });
      expect(response.statusCode).toBe(503);
    } finally {
      messages.setDown(false);
    }
    expect(
      (await auditOf(t, 'cart', cart.id)).filter((a) => a.reason === 'Invoice e-mailed'),
    ).toEqual([]);
  });
});

describe('POST /api/send-credit-note/', () => {
  it('e-mails the credit note to the customer', async () => {
    const { cart, number } = await aCreditedCart();
    const response = await call.post('/api/send-credit-note/', 4, {
      credit_number: `CN-${number}`,
      cart_pri_id: cart.id,
      affiliate_id: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(messages.sent.at(-1)).toMatchObject({ to: PERSON.email });
    expect(messages.sent.at(-1)?.text).toContain(`credit note CN-${number}`);
    expect((await auditOf(t, 'cart', cart.id)).at(-1)?.reason).toBe('Credit Note e-mailed');
  });

  it('answers 404 for a number that is not a credit note of the cart, 400 without one', async () => {
    const { cart, number } = await aCreditedCart();
    const invoice = await call.post('/api/send-credit-note/', 4, {
      credit_number: `INV-${number}`,
      cart_pri_id: cart.id,
      affiliate_id: 0,
    });
    expect(invoice.statusCode).toBe(404);
    expect(invoice.json().error).toBe('Credit note not found');
    const missing = await call.post('/api/send-credit-note/', 4, {
      credit_number: ' ',
      cart_pri_id: cart.id,
      affiliate_id: 0,
    });
    expect(missing.json()).toMatchObject({
      fields: { credit_number: 'Credit Note Number is Required!' },
    });
  });

  it('is forbidden to roles that do not work orders', async () => {
    expect((await call.post('/api/send-credit-note/', 7, {})).statusCode).toBe(403);
    expect((await call.post('/api/send-invoice-cet-cx/', 7, {})).statusCode).toBe(403);
  });
});
