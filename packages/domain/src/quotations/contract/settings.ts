import { z } from 'zod';
import { ZId, ZText } from './primitives';

/** GET /api/quotation/customer-segments/ (002: no payload; a list of id and segment_name). */
export const ZCustomerSegmentsAnswer = z.object({
  data: z.array(z.object({ id: ZId, segment_name: ZText(60) })),
});
export type CustomerSegmentsAnswer = z.infer<typeof ZCustomerSegmentsAnswer>;

/**
 * GET /api/quotation/settings/: what the quotation screen needs to preview a quotation as the
 * server will price it: the dispatch state (the tax split), the caller's discount limit, the
 * validity and terms the form starts with, and the GST rate.
 */
export const ZQuotationSettingsAnswer = z.object({
  dispatch_state: ZText(60),
  discount_limit_percent: z.number(),
  gst_rate_percent: z.number(),
  validity_days: z.object({ min: ZId, max: ZId, default: ZId }),
  default_terms: ZText(4000),
  brand_name: ZText(60),
});
export type QuotationSettingsAnswer = z.infer<typeof ZQuotationSettingsAnswer>;
