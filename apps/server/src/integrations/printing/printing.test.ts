import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../test-provider-server';
import { createLivePrinting } from './printing.live';
import { createSandboxPrinting } from './printing.sandbox';

const PDF = Buffer.from('%PDF-1.3 label');

describe('the sandbox print service', () => {
  it('lists its printers, the inactive one too', async () => {
    const printers = await createSandboxPrinting().printers();
    expect(printers.map((p) => [p.name, p.is_active])).toEqual([
      ['Store Label Printer', true],
      ['Back Office Printer', true],
      ['Old Counter Printer', false],
    ]);
  });

  it('accepts a job for an active printer and keeps it', async () => {
    const printing = createSandboxPrinting();
    const outcome = await printing.send({
      printer: 'Store Label Printer',
      title: 'SKU labels',
      copies: 2,
      pdf: PDF,
    });
    expect(outcome).toEqual({ status: 'sent', job_id: 'sbx_print_1' });
    expect(printing.jobs()).toEqual([
      {
        job_id: 'sbx_print_1',
        printer: 'Store Label Printer',
        title: 'SKU labels',
        copies: 2,
        bytes: PDF.length,
      },
    ]);
  });

  it.each([['Old Counter Printer'], ['No Such Printer']])('refuses %s', async (printer) => {
    const printing = createSandboxPrinting();
    expect(await printing.send({ printer, title: 'x', copies: 1, pdf: PDF })).toEqual({
      status: 'printer-unavailable',
    });
    expect(printing.jobs()).toEqual([]);
  });

  it('fails as an outage while down', async () => {
    const printing = createSandboxPrinting();
    printing.setDown(true);
    await expect(printing.printers()).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});

describe('the live print service driver', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider(({ method, body }) => {
      if (method === 'GET') {
        return {
          status: 200,
          body: {
            printers: [
              { name: 'Label-1', state: 'online' },
              { name: 'Label-2', state: 'offline' },
            ],
          },
        };
      }
      const printer = (body as { printer?: string } | null)?.printer;
      if (printer === 'Label-2') return { status: 409, body: {} };
      if (printer === 'Broken') return { status: 502, body: {} };
      return { status: 200, body: { job_id: 'J-7' } };
    });
  });
  afterAll(() => fake.close());
  const live = () => createLivePrinting({ provider: 'live', url: fake.url, apiKey: 'print-key' });

  it('reads the printers, online ones active', async () => {
    expect(await live().printers()).toEqual([
      { name: 'Label-1', is_active: true },
      { name: 'Label-2', is_active: false },
    ]);
    expect(fake.requests.at(-1)?.headers.authorization).toBe('Bearer print-key');
  });

  it('sends the PDF as base64 and reads the job id', async () => {
    expect(await live().send({ printer: 'Label-1', title: 'L', copies: 1, pdf: PDF })).toEqual({
      status: 'sent',
      job_id: 'J-7',
    });
    expect(fake.requests.at(-1)?.body).toEqual({
      printer: 'Label-1',
      title: 'L',
      copies: 1,
      content_base64: PDF.toString('base64'),
    });
  });

  it('reads a refused printer as unavailable, a fault as an outage', async () => {
    expect(await live().send({ printer: 'Label-2', title: 'L', copies: 1, pdf: PDF })).toEqual({
      status: 'printer-unavailable',
    });
    await expect(
      live().send({ printer: 'Broken', title: 'L', copies: 1, pdf: PDF }),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('is "not configured" without its URL and key', async () => {
    await expect(createLivePrinting({ provider: 'live' }).printers()).rejects.toMatchObject({
      code: 'NOT_CONFIGURED',
    });
  });
});
