import { z } from 'zod';
import { ZAnswerDay, ZAnswerMessage, ZAnswerTimestamp } from '../../core/validation/answer-text';
import { LEAD_STATUSES } from '../leads';
import { ZId, ZRupees, ZText } from './primitives';

/** A priced quotation line. */
export const ZQuotationLine = z.object({
  item_sku: ZText(40),
  item_name: ZText(300),
  item_quantity: ZId,
  /** The catalogue's price when quoted, GST included. */
  unit_price: ZRupees,
  item_mrp: ZRupees,
  discount_percent: z.number(),
  /** The unit price after the discount: what an order from the quotation is placed at. */
  quoted_unit_price: ZRupees,
  gross_amount: ZRupees,
  discount_amount: ZRupees,
  net_amount: ZRupees,
  taxable_value: ZRupees,
  gst_rate_percent: z.number(),
  tax_amount: ZRupees,
});
export type QuotationLine = z.infer<typeof ZQuotationLine>;

/** A quotation's totals and its tax split by the place of supply. */
export const ZQuotationTotalsAnswer = z.object({
  gross_amount: ZRupees,
  discount_amount: ZRupees,
  delivery_charges: ZRupees,
  taxable_value: ZRupees,
  tax_amount: ZRupees,
  supply_kind: z.enum(['intra', 'inter']),
  cgst: ZRupees,
  sgst: ZRupees,
  igst: ZRupees,
  grand_total: ZRupees,
  amount_in_words: ZText(400),
});
export type QuotationTotalsAnswer = z.infer<typeof ZQuotationTotalsAnswer>;

/** GET /api/quotation/:quotation_random_id/: a quotation as the screen and the PDF show it. */
export const ZQuotationAnswer = z.object({
  quotation_random_id: ZText(12),
  lead_id: ZId,
  lead_name: ZText(100),
  lead_mobile_number: ZText(10),
  lead_email_id: ZText(254).nullable(),
  lead_status: z.enum(LEAD_STATUSES),
  lines: z.array(ZQuotationLine),
  delivery_address: ZText(500).nullable(),
  delivery_pincode: ZText(6),
  delivery_city: ZText(100),
  /** The place of supply. */
  delivery_state: ZText(100),
  dispatch_state: ZText(100),
  totals: ZQuotationTotalsAnswer,
  validity_days: ZId,
  valid_until: ZAnswerDay,
  is_expired: z.boolean(),
  terms: ZText(4000),
  order_random_id: ZText(20).nullable(),
  created_by_id: ZId.nullable(),
  create_timestamp: ZAnswerTimestamp,
  update_timestamp: ZAnswerTimestamp,
  version: ZId,
  /** Whether the caller may still modify it or order from it: quotable lead, no order, valid. */
  can_modify: z.boolean(),
  can_place_order: z.boolean(),
});
export type QuotationAnswer = z.infer<typeof ZQuotationAnswer>;

/** POST generate and PUT modify: the message the screen toasts, and the quotation. */
export const ZQuotationWriteAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  quotation: ZQuotationAnswer,
});
export type QuotationWriteAnswer = z.infer<typeof ZQuotationWriteAnswer>;

/** POST place-order: the order placed (/order-search?orderId=), and the payment link if any. */
export const ZQuotationOrderAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  order_random_id: ZText(20),
  quotation_random_id: ZText(12),
  lead_id: ZId,
  total_payable: ZRupees,
  payment_link: ZText(2000).nullable(),
});
export type QuotationOrderAnswer = z.infer<typeof ZQuotationOrderAnswer>;
