/** A printer the print service knows, and whether it takes jobs now. */
export interface PrinterInfo {
  name: string;
  is_active: boolean;
}

/** A PDF to print on one printer. */
export interface PrintJobRequest {
  printer: string;
  /** The document's name, shown in the printer's queue. */
  title: string;
  copies: number;
  pdf: Buffer;
}

/**
 * What the print service made of a job: sent with its job id, or refused because the printer is
 * not there or not taking jobs.
 */
export type PrintOutcome = { status: 'sent'; job_id: string } | { status: 'printer-unavailable' };

/**
 * The print service of the stores' label printers (ARCHITECTURE section 4, "Integrations"):
 * lists the printers and sends a PDF to one. A printer that cannot take the job is an outcome;
 * ProviderError means the service did not answer.
 */
export interface Printing {
  printers(): Promise<PrinterInfo[]>;
  send(job: PrintJobRequest): Promise<PrintOutcome>;
}
