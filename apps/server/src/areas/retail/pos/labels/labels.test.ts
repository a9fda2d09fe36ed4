import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSandboxPrinting,
  type SandboxPrinting,
} from '../../../../integrations/printing/printing.sandbox';
import { pdfText } from '../../../../test/pdf-text';
import { bearer, createTestApp, type TestApp } from '../../../../test/test-app';

// Demo accounts: 15 Retail Agent, 16 Retail Manager, 4 CET agent.
const AGENT = 15;
const MANAGER = 16;
const CET = 4;
const SKU = 'BED-METL-SG-BLK';

let t: TestApp;
let printing: SandboxPrinting;
beforeAll(async () => {
  printing = createSandboxPrinting();
  t = await createTestApp({ integrations: { printing } });
});
afterAll(() => t.close());

const call = async (
  method: 'GET' | 'POST',
  url: string,
  loginId: number,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: bearer(await t.tokenFor(loginId)),
    ...(payload ? { payload } : {}),
  });

describe('POST /api/retail/sku-labels/', () => {
  it('answers an A6 PDF with a page per label', async () => {
    const res = await call('POST', '/api/retail/sku-labels/', AGENT, {
      items: [{ item_sku: SKU, quantity: 3 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('sku-labels.pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(pdf).toContain('/MediaBox [0 0 288 432]');
    const mrp = pdfText(res.rawPayload).filter((shown) => shown.startsWith('MRP'));
    expect(mrp).toHaveLength(3);
    expect(mrp[0]).toMatch(/^MRP ₹[\d,]+\.\d\d$/);
  });

  it('refuses an unknown SKU on its line, a repeated SKU and too many labels', async () => {
    const unknown = await call('POST', '/api/retail/sku-labels/', MANAGER, {
      items: [
        { item_sku: SKU, quantity: 1 },
        { item_sku: 'NO-SUCH-SKU', quantity: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error_code: 'retail.label_sku_not_found',
      fields: { 'items.1.item_sku': 'SKU not found' },
    });
    const repeated = await call('POST', '/api/retail/sku-labels/', MANAGER, {
      items: [
        { item_sku: SKU, quantity: 1 },
        { item_sku: SKU, quantity: 2 },
      ],
    });
    expect(repeated.json().fields).toEqual({
      'items.1.item_sku': 'This SKU is already in the list',
    });
    const many = await call('POST', '/api/retail/sku-labels/', MANAGER, {
      items: [{ item_sku: SKU, quantity: 51 }],
    });
    expect(many.json().fields).toEqual({ 'items.0.quantity': 'Labels must be between 1 and 50' });
  });

  it('is for retail staff only', async () => {
    const res = await call('POST', '/api/retail/sku-labels/', CET, {
      items: [{ item_sku: SKU, quantity: 1 }],
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/retail/sku-labels/skus/', () => {
  it('finds active items by SKU or name from 2 characters', async () => {
    const res = await call('GET', '/api/retail/sku-labels/skus/?search_term=metl-sg', AGENT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { item_sku: string }) => r.item_sku)).toContain(SKU);
    const short = await call('GET', '/api/retail/sku-labels/skus/?search_term=b', AGENT);
    expect(short.json().fields).toEqual({ search_term: 'Type at least 2 characters' });
  });
});

describe('printing SKU labels', () => {
  it('lists the printers, active ones first', async () => {
    const res = await call('GET', '/api/retail/printers/', AGENT);
    expect(res.json().printers).toEqual([
      { name: 'Store Label Printer', is_active: true },
      { name: 'Back Office Printer', is_active: true },
      { name: 'Old Counter Printer', is_active: false },
    ]);
  });

  it("sends the PDF to an active printer: 'Sent For Printing !'", async () => {
    const res = await call('POST', '/api/retail/sku-labels/print/', AGENT, {
      items: [{ item_sku: SKU, quantity: 2 }],
      printer: 'Store Label Printer',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Sent For Printing !',
      job_id: expect.stringMatching(/^sbx_print_/),
      pages: 2,
    });
    expect(printing.jobs().at(-1)).toMatchObject({
      printer: 'Store Label Printer',
      title: 'SKU labels (2)',
    });
  });

  it.each([
    ['an inactive printer', 'Old Counter Printer'],
    ['an unknown printer', 'Printer 9'],
  ])("refuses %s: 'Printer maybe inactive or not available!'", async (_label, printer) => {
    const res = await call('POST', '/api/retail/sku-labels/print/', AGENT, {
      items: [{ item_sku: SKU, quantity: 1 }],
      printer,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Printer maybe inactive or not available!',
      fields: { printer: 'Printer maybe inactive or not available!' },
    });
  });

  it('asks for a printer', async () => {
    const res = await call('POST', '/api/retail/sku-labels/print/', AGENT, {
      items: [{ item_sku: SKU, quantity: 1 }],
      printer: ' ',
    });
    expect(res.json().fields).toEqual({ printer: 'Signature or Printer may not selected !' });
  });

  it('names a print service that does not answer', async () => {
    printing.setDown(true);
    try {
      const list = await call('GET', '/api/retail/printers/', AGENT);
      expect(list.statusCode).toBe(503);
      expect(list.json().error).toBe('Error while Finding Printer!');
    } finally {
      printing.setDown(false);
    }
  });
});
