import { z } from 'zod';
import { ProviderError } from '../provider-error';
import { callProvider, type LiveProviderConfig } from '../provider-http';
import type { PrinterInfo, Printing, PrintJobRequest, PrintOutcome } from './printing';

const ZPrintersAnswer = z.object({
  printers: z.array(z.object({ name: z.string().max(100), state: z.string().max(40) })),
});
const ZJobAnswer = z.object({ job_id: z.string().max(100) });

const unavailable = (status: number) =>
  new ProviderError('printing', 'unavailable', { cause: `HTTP ${status}` });

/**
 * The stores' print service, with the key as a bearer token: GET {PRINTING_API_URL}/printers
 * answering `{ printers: [{ name, state }] }` (state `online` takes jobs), and POST {url}/jobs
 * `{ printer, title, copies, content_base64 }` answering `{ job_id }`; 404 or 409 on a job is a
 * printer that is not there or not online.
 */
export function createLivePrinting(config: LiveProviderConfig): Printing {
  return {
    async printers(): Promise<PrinterInfo[]> {
      const response = await callProvider('printing', config, '/printers');
      const answer = ZPrintersAnswer.safeParse(response.body);
      if (response.status !== 200 || !answer.success) throw unavailable(response.status);
      return answer.data.printers.map((p) => ({ name: p.name, is_active: p.state === 'online' }));
    },
    async send(job: PrintJobRequest): Promise<PrintOutcome> {
      const response = await callProvider('printing', config, '/jobs', {
        method: 'POST',
        body: {
          printer: job.printer,
          title: job.title,
          copies: job.copies,
          content_base64: job.pdf.toString('base64'),
        },
      });
      if (response.status === 404 || response.status === 409) {
        return { status: 'printer-unavailable' };
      }
      const answer = ZJobAnswer.safeParse(response.body);
      if (response.status !== 200 || !answer.success) throw unavailable(response.status);
      return { status: 'sent', job_id: answer.data.job_id };
    },
  };
}
