import {
  DEFAULT_QUOTATION_TERMS,
  discountLimitBp,
  GST_RATE_PERCENT,
  quotationFileName,
  VALIDITY_DAYS,
  type QuotationAnswer,
  type QuotationSettingsAnswer,
  type TDownloadQuotationQuery,
} from '@backoffice/domain/quotations';
import type { AppContext } from '../../../core/context';
import type { ExportFile } from '../../../core/export/export-file';
import type { StaffCaller } from '../../../core/use-case';
import { quotationsError } from '../quotations.errors';
import { quotationAnswer } from './quotation-answer';
import { quotationPdf } from './quotation-pdf';
import { quotationByRandomId } from './quotation.queries';

/** What the quotation screen prices a preview with, as the server will price it. */
export function quotationSettings(ctx: AppContext, caller: StaffCaller): QuotationSettingsAnswer {
  return {
    dispatch_state: ctx.config.quotations.dispatchState,
    discount_limit_percent: discountLimitBp(caller.principal) / 100,
    gst_rate_percent: GST_RATE_PERCENT,
    validity_days: { ...VALIDITY_DAYS },
    default_terms: DEFAULT_QUOTATION_TERMS,
    brand_name: ctx.config.brand.name,
  };
}

/** A quotation by its id (every quotation user reads every lead's quotations). */
export async function quotationDetail(
  ctx: AppContext,
  caller: StaffCaller,
  quotationRandomId: string,
): Promise<QuotationAnswer> {
  const full = await quotationByRandomId(ctx.db, quotationRandomId);
  if (!full) throw quotationsError('quotations.quotation_not_found');
  return quotationAnswer(full, caller, ctx.now());
}

/** The quotation's PDF, saved as {quotation_random_id}.pdf; the lead must be the quotation's. */
export async function downloadQuotation(
  ctx: AppContext,
  query: TDownloadQuotationQuery,
): Promise<ExportFile> {
  const full = await quotationByRandomId(ctx.db, query.quotation_random_id);
  if (!full || full.quotation.lead_id !== query.lead_id) {
    throw quotationsError('quotations.quotation_not_found');
  }
  return {
    fileName: quotationFileName(full.quotation.quotation_random_id),
    contentType: 'application/pdf',
    body: await quotationPdf(ctx.config.brand, full, full.quotation.updated_at),
  };
}
