import {
  SKU_LABEL_MESSAGES as M,
  type LabelPrintersResponse,
  type SkuLabelsPrintAnswer,
  type TSkuLabelsPrintRequest,
} from '@backoffice/domain/retail/pos';
import type { AppContext } from '../../../../core/context';
import { ProviderError } from '../../../../integrations/provider-error';
import type { PrinterInfo, PrintOutcome } from '../../../../integrations/printing/printing';
import { skuLabelsPdf } from './label-pdf';
import { skuLabelError } from './labels.errors';
import { labelsOf } from './sku-labels.service';

/** The print service's printers; a service that does not answer is 'Error while Finding Printer!'. */
async function printersOf(ctx: AppContext): Promise<PrinterInfo[]> {
  try {
    return await ctx.integrations.printing.printers();
  } catch (error) {
    if (error instanceof ProviderError) throw skuLabelError('retail.printers_unavailable');
    throw error;
  }
}

/** Sends the PDF once; a service that takes no job is 'Failed To Send PDF For Printing !'. */
async function send(
  ctx: AppContext,
  job: { printer: string; title: string; pdf: Buffer },
): Promise<PrintOutcome> {
  try {
    return await ctx.integrations.printing.send({ ...job, copies: 1 });
  } catch (error) {
    if (error instanceof ProviderError) throw skuLabelError('retail.print_failed');
    throw error;
  }
}

/** The printers to pick from, active ones first. */
export async function labelPrinters(ctx: AppContext): Promise<LabelPrintersResponse> {
  const printers = await printersOf(ctx);
  return {
    printers: [...printers].sort((a, b) => Number(b.is_active) - Number(a.is_active)),
  };
}

/**
 * Sends the labels' PDF to the chosen printer: 'Sent For Printing !' with the job id; an inactive
 * or unknown printer is 'Printer maybe inactive or not available!', a service that takes no job
 * 'Failed To Send PDF For Printing !'. Nothing is written: a print is not a record.
 */
export async function printSkuLabels(
  ctx: AppContext,
  request: TSkuLabelsPrintRequest,
): Promise<SkuLabelsPrintAnswer> {
  const printer = (await printersOf(ctx)).find((p) => p.name === request.printer);
  if (!printer?.is_active) throw skuLabelError('retail.printer_unavailable').at('printer');
  const labels = await labelsOf(ctx, request.items);
  const pdf = await skuLabelsPdf(ctx.config.brand.name, labels);
  const pages = labels.reduce((sum, label) => sum + label.quantity, 0);
  const outcome = await send(ctx, { printer: printer.name, title: `SKU labels (${pages})`, pdf });
  if (outcome.status !== 'sent') throw skuLabelError('retail.printer_unavailable').at('printer');
  return { success: true, message: M.sentForPrinting, job_id: outcome.job_id, pages };
}
