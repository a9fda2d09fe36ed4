import { carts, leads, orders, quotations } from '@backoffice/db/schema';
import type {
  LeadDetailAnswer,
  LeadsAnswer,
  LeadWriteAnswer,
  QuotationOrderAnswer,
  QuotationWriteAnswer,
} from '@backoffice/domain/quotations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCalls } from '../../test/payment-calls';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';

const PARTNERSHIPS = 14;
const FOAM_B2B = 21;
const SALES = 12;
const ADMIN = 1;
const MATTRESS = 'MAT-ORTHO-72x36x6';
const BENGALURU = '560025';
const CHENNAI = '600001';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

const newLead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  mobile_number: '9000011111',
  email_id: 'Asha.Rao@Example.com',
  expected_closure_date: '2026-12-20',
  lead_type: 2,
  customer_segment: 1,
  comments: 'Office chairs for 40 seats',
  ...overrides,
});

async function addLead(mobile: string, by = PARTNERSHIPS) {
  const response = await call.post(
    '/api/quotation/add-customer/',
    by,
    newLead({ mobile_number: mobile, email_id: '' }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LeadWriteAnswer>().lead;
}

async function generate(
  leadId: number,
  overrides: Record<string, unknown> = {},
  by = PARTNERSHIPS,
) {
  return call.post('/api/quotation/generate/', by, {
    lead_id: leadId,
    lines: [{ item_sku: MATTRESS, item_quantity: 2, discount_percent: '10' }],
    delivery_pincode: BENGALURU,
    delivery_charges: '500',
    validity_days: 15,
    ...overrides,
  });
}

const address = (mobile: string) => ({
  firstname: 'Asha',
  lastname: 'Rao',
  email_address: 'asha.rao@example.com',
  mobile_number: mobile,
  address: '14 Residency Road, Shanthala Nagar',
  landmark: 'Opposite the park',
  pincode: BENGALURU,
});

describe('who may call the quotation calls', () => {
  it.each([
    ['Sales', SALES],
    ['Admin', ADMIN],
  ])('refuses %s with 403', async (_name, loginId) => {
    expect((await call.get('/api/quotation/leads/', loginId)).statusCode).toBe(403);
    expect((await call.post('/api/quotation/add-customer/', loginId, newLead())).statusCode).toBe(
      403,
    );
    expect((await call.get('/api/leadsquared/', loginId)).statusCode).toBe(403);
  });

  it('answers the customer segments and the settings to a quotation user', async () => {
    const segments = await call.get('/api/quotation/customer-segments/', FOAM_B2B);
    expect(segments.json().data[0]).toEqual({ id: 1, segment_name: 'Corporate' });
    const settings = await call.get('/api/quotation/settings/', FOAM_B2B);
    expect(settings.json()).toMatchObject({
      dispatch_state: 'Karnataka',
      discount_limit_percent: 15,
    });
  });
});

describe('Add Lead and the leads table', () => {
  it.each([
    [{ name: '' }, 'name', 'Customer Name is Required!'],
    [{ mobile_number: '' }, 'mobile_number', 'Mobile Number Required!'],
    [{ mobile_number: '98765' }, 'mobile_number', 'Invalid Mobile Number!'],
    [{ email_id: 'asha@' }, 'email_id', 'Invalid Email Id!'],
    [{ customer_segment: null }, 'customer_segment', 'Customer Segment is Required!'],
    [{ lead_type: 9 }, 'lead_type', 'Pick a lead type from the list'],
  ])('refuses %j with 400 on %s', async (change, field, message) => {
    const response = await call.post('/api/quotation/add-customer/', PARTNERSHIPS, newLead(change));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it('adds a lead, finds it by e-mail (any case) or mobile, and refuses a second open lead', async () => {
    const added = await call.post('/api/quotation/add-customer/', PARTNERSHIPS, newLead());
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<LeadWriteAnswer>()).toMatchObject({
      message: 'Lead added successfully.',
      lead: { lead_status: 'NEW', email_id: 'asha.rao@example.com', lead_owner: 'Nisha Kapoor' },
    });
    for (const search of ['ASHA.RAO@example.COM', '9000011111']) {
      const page = await call.get(
        `/api/quotation/leads/?search=${encodeURIComponent(search)}`,
        FOAM_B2B,
      );
      expect(page.json<LeadsAnswer>().data.map((l) => l.mobile_number)).toEqual(['9000011111']);
    }
    const again = await call.post('/api/quotation/add-customer/', FOAM_B2B, newLead());
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({
      mobile_number: 'A lead with this mobile number is already open',
    });
  });

  it('pages the leads with limit and offset', async () => {
    const page = await call.get('/api/quotation/leads/?limit=1&offset=0', PARTNERSHIPS);
    expect(page.json<LeadsAnswer>()).toMatchObject({ limit: 1, offset: 0 });
    expect(page.json<LeadsAnswer>().data).toHaveLength(1);
    expect((await call.get('/api/quotation/leads/?limit=1000', PARTNERSHIPS)).statusCode).toBe(400);
  });
});

describe('generating and modifying a quotation', () => {
  it('prices on the server and splits GST within the state; the lead becomes QUOTED', async () => {
    const lead = await addLead('9000022222');
    const response = await generate(lead.id);
    expect(response.statusCode, response.body).toBe(200);
    const { quotation } = response.json<QuotationWriteAnswer>();
    const [line] = quotation.lines;
    expect(line?.discount_percent).toBe(10);
    expect(line?.net_amount).toBeCloseTo((line?.quoted_unit_price ?? 0) * 2, 2);
    expect(quotation.totals).toMatchObject({
      supply_kind: 'intra',
      igst: 0,
      delivery_charges: 500,
    });
    expect(quotation.totals.cgst + quotation.totals.sgst).toBeCloseTo(
      quotation.totals.tax_amount,
      2,
    );
    expect(quotation.totals.amount_in_words).toMatch(/^Rupees .* Only$/);
    expect(quotation.delivery_state).toBe('Karnataka');
    const detail = await call.get(`/api/quotation/leads/${lead.id}/`, PARTNERSHIPS);
    expect(detail.json<LeadDetailAnswer>().lead).toMatchObject({
      lead_status: 'QUOTED',
      shipping_city: 'Bengaluru',
    });
    expect(detail.json<LeadDetailAnswer>().events.map((e) => e.kind)).toContain(
      'quotation_generated',
    );
  });

  it('splits IGST for a delivery to another state', async () => {
    const lead = await addLead('9000033333');
    const response = await generate(lead.id, { delivery_pincode: CHENNAI });
    const { totals } = response.json<QuotationWriteAnswer>().quotation;
    expect(totals).toMatchObject({ supply_kind: 'inter', cgst: 0, sgst: 0 });
    expect(totals.igst).toBeCloseTo(totals.tax_amount, 2);
  });

  it("refuses a discount over the role's limit, an unknown product and a missing key", async () => {
    const lead = await addLead('9000044444');
    const over = await generate(lead.id, {
      lines: [{ item_sku: MATTRESS, item_quantity: 1, discount_percent: '10.5' }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual({
      'lines.0.discount_percent': 'Your discount limit is 10%',
    });
    const unknown = await generate(lead.id, { lines: [{ item_sku: 'NOPE-1', item_quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields)).toEqual(['lines.0.item_sku']);
    const unkeyed = await t.app.inject({
      method: 'POST',
      url: '/api/quotation/generate/',
      headers: { authorization: `Bearer ${await t.tokenFor(PARTNERSHIPS)}` },
      payload: { lead_id: lead.id },
    });
    expect(unkeyed.statusCode).toBe(400);
  });

  it("refuses another member's lead (403), but lets its owner modify against the version", async () => {
    const lead = await addLead('9000055555');
    const generated = (await generate(lead.id)).json<QuotationWriteAnswer>().quotation;
    expect((await generate(lead.id, {}, FOAM_B2B)).statusCode).toBe(403);
    const url = `/api/quotation/${generated.quotation_random_id}/`;
    const body = {
      lines: [{ item_sku: MATTRESS, item_quantity: 3, discount_percent: '5' }],
      delivery_pincode: BENGALURU,
      validity_days: 30,
      terms: 'Delivery in 10 days.',
    };
    const stale = await call.put(url, PARTNERSHIPS, { ...body, version: generated.version + 5 });
    expect(stale.statusCode).toBe(409);
    const modified = await call.put(url, PARTNERSHIPS, { ...body, version: generated.version });
    expect(modified.statusCode, modified.body).toBe(200);
    expect(modified.json<QuotationWriteAnswer>().quotation).toMatchObject({
      version: generated.version + 1,
      validity_days: 30,
      terms: 'Delivery in 10 days.',
      lines: [{ item_quantity: 3, discount_percent: 5 }],
    });
  });

  it('downloads the PDF as {quotation_random_id}.pdf', async () => {
    const lead = await addLead('9000066666');
    const { quotation_random_id } = (await generate(lead.id)).json<QuotationWriteAnswer>()
      .quotation;
    const pdf = await call.get(
      `/api/quotation/download/?lead_id=${lead.id}&quotation_random_id=${quotation_random_id}`,
      PARTNERSHIPS,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${quotation_random_id}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Grand total');
    expect(text.filter((shown) => /^₹[\d,]+\.\d\d$/.test(shown)).length).toBeGreaterThan(5);
    expect(text.join('\n')).not.toContain('INR');
    const wrongLead = await call.get(
      `/api/quotation/download/?lead_id=${lead.id + 1000}&quotation_random_id=${quotation_random_id}`,
      PARTNERSHIPS,
    );
    expect(wrongLead.statusCode).toBe(404);
  });
});

describe('placing the order of a quotation', () => {
  async function quoted(mobile: string) {
    const lead = await addLead(mobile);
    const { quotation } = (await generate(lead.id)).json<QuotationWriteAnswer>();
    const body = {
      lead_id: lead.id,
      quotation_random_id: quotation.quotation_random_id,
      version: quotation.version,
      shipping_address: address(mobile),
      is_billing_address_same: true,
      payment: { payment_type: 'COD' },
      total_payable: quotation.totals.grand_total,
    };
    return { lead, quotation, body };
  }

  it('places at the quoted prices, links the order, the lead ACQUIRED; a replay answers the same order', async () => {
    const { lead, quotation, body } = await quoted('9000077777');
    const headers = { 'idempotency-key': 'quotation-place-1' };
    const placed = await call.post('/api/quotation/place-order/', PARTNERSHIPS, body, headers);
    expect(placed.statusCode, placed.body).toBe(200);
    const answer = placed.json<QuotationOrderAnswer>();
    expect(answer.total_payable).toBe(quotation.totals.grand_total);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.order_random_id, answer.order_random_id));
    const orderCarts = await t.db
      .select()
      .from(carts)
      .where(eq(carts.order_id, order?.id ?? 0));
    expect(orderCarts.map((c) => c.price_paise)).toEqual([
      Math.round((quotation.lines[0]?.quoted_unit_price ?? 0) * 100),
    ]);
    const [linked] = await t.db
      .select()
      .from(quotations)
      .where(eq(quotations.quotation_random_id, quotation.quotation_random_id));
    expect(linked?.order_random_id).toBe(answer.order_random_id);
    const [acquired] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(acquired?.lead_status).toBe('ACQUIRED');

    const replay = await call.post('/api/quotation/place-order/', PARTNERSHIPS, body, headers);
    expect(replay.json<QuotationOrderAnswer>().order_random_id).toBe(answer.order_random_id);
    const again = await call.post('/api/quotation/place-order/', PARTNERSHIPS, body);
    expect(again.statusCode).toBe(400);
    expect((await generate(lead.id)).json().message).toBe(
      'This lead is ACQUIRED: its quotations cannot be changed',
    );
  });

  it('refuses a quotation after its validity with a clear message', async () => {
    const { body, quotation } = await quoted('9000088888');
    t.clock.advance(16 * DAY_MS);
    try {
      const late = await call.post('/api/quotation/place-order/', PARTNERSHIPS, body);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(
        `This quotation expired on ${quotation.valid_until}; generate a new quotation to place an order`,
      );
    } finally {
      t.clock.advance(-16 * DAY_MS);
    }
  });

  it('refuses a total that is not the quotation’s and a lead that is not the quotation’s', async () => {
    const { body } = await quoted('9000099999');
    const wrongTotal = await call.post('/api/quotation/place-order/', PARTNERSHIPS, {
      ...body,
      total_payable: 1,
    });
    expect(wrongTotal.statusCode).toBe(400);
    const wrongLead = await call.post('/api/quotation/place-order/', PARTNERSHIPS, {
      ...body,
      lead_id: body.lead_id + 1,
    });
    expect(wrongLead.statusCode).toBe(404);
  });
});

describe('lead status changes', () => {
  it('marks a lead LOST and reopens it, against its version', async () => {
    const lead = await addLead('9000012121');
    const url = `/api/quotation/leads/${lead.id}/status/`;
    const send = (payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url,
        headers: { authorization: `Bearer ${'x'}` },
        payload: payload as object,
      });
    expect((await send({ lead_status: 'LOST', version: lead.version })).statusCode).toBe(401);
    const token = await t.tokenFor(PARTNERSHIPS);
    const patch = (payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: payload as object,
      });
    const lost = await patch({ lead_status: 'LOST', version: lead.version });
    expect(lost.json<LeadWriteAnswer>().lead.lead_status).toBe('LOST');
    expect((await patch({ lead_status: 'NEW', version: lead.version })).statusCode).toBe(409);
    const reopened = await patch({ lead_status: 'NEW', version: lead.version + 1 });
    expect(reopened.json<LeadWriteAnswer>().lead.lead_status).toBe('NEW');
    expect((await patch({ lead_status: 'ACQUIRED', version: lead.version + 2 })).statusCode).toBe(
      400,
    );
  });
});
