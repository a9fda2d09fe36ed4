import { sandboxSwitch, type SandboxSwitch } from '../provider-error';
import type { PrinterInfo, Printing, PrintJobRequest, PrintOutcome } from './printing';

/** The sandbox's printers: two take jobs, one is switched off (docs/retail.md). */
export const SANDBOX_PRINTERS: readonly PrinterInfo[] = [
  { name: 'Store Label Printer', is_active: true },
  { name: 'Back Office Printer', is_active: true },
  { name: 'Old Counter Printer', is_active: false },
];

/** A job the sandbox accepted, kept for as long as the process lives. */
export interface SandboxPrintJob {
  job_id: string;
  printer: string;
  title: string;
  copies: number;
  bytes: number;
}

export interface SandboxPrinting extends Printing, SandboxSwitch {
  readonly kind: 'sandbox';
  /** The accepted jobs, oldest first. */
  jobs(): readonly SandboxPrintJob[];
}

/**
 * The sandbox print service: nothing is printed. It knows the printers above, accepts a PDF for
 * an active one and keeps the job (listable), and refuses an inactive or unknown printer.
 */
export function createSandboxPrinting(): SandboxPrinting {
  const outage = sandboxSwitch('printing');
  const accepted: SandboxPrintJob[] = [];
  return {
    kind: 'sandbox',
    setDown: outage.setDown,
    jobs: () => [...accepted],
    async printers(): Promise<PrinterInfo[]> {
      outage.check();
      return SANDBOX_PRINTERS.map((p) => ({ ...p }));
    },
    async send(job: PrintJobRequest): Promise<PrintOutcome> {
      outage.check();
      const printer = SANDBOX_PRINTERS.find((p) => p.name === job.printer);
      if (!printer?.is_active) return { status: 'printer-unavailable' };
      const job_id = `sbx_print_${accepted.length + 1}`;
      accepted.push({
        job_id,
        printer: job.printer,
        title: job.title,
        copies: job.copies,
        bytes: job.pdf.length,
      });
      return { status: 'sent', job_id };
    },
  };
}
