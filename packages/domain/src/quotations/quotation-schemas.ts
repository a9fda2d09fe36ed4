import { z } from 'zod';
import { ZRupeesToPaise } from '../core/validation/amount';
import { idParam, wireNumber } from '../core/validation/wire-number';
import { ORDER_ADDRESS_FIELDS, requireBillingUnlessSame, ZAddressPincode } from '../orders/address';
import { refuseRepeatedSkus, ZItemSku } from '../sales/catalogue/schemas';
import { MAX_LINE_QUANTITY } from '../sales/coupons/schemas';
import { ZPaymentTypeForm } from '../sales/payments/payment-form';
import { BASIS_POINTS } from './discounts';
import { ZLeadId } from './lead-schemas';
import { QUOTATION_MESSAGES as M } from './messages';
import { DEFAULT_QUOTATION_TERMS, VALIDITY_DAYS } from './validity';

/** The most lines a quotation holds. */
export const MAX_QUOTATION_LINES = 30;
/** The longest terms text. */
export const QUOTATION_TERMS_MAX = 4000;
/** The longest delivery address. */
export const DELIVERY_ADDRESS_MAX = 500;

/** A quotation's id: QT and ten capitals or digits (ours). */
export const QUOTATION_RANDOM_ID = /^QT[A-Z0-9]{10}$/;
export const ZQuotationRandomId = z
  .string({ error: M.quotationNotFound })
  .trim()
  .toUpperCase()
  .max(12, M.quotationNotFound)
  .regex(QUOTATION_RANDOM_ID, M.quotationNotFound);

/** A discount as typed (002: up to 2 digits and 1 decimal), read into basis points (12.5 is 1250). */
export const ZDiscountPercent = z
  .union([z.string().max(8, M.discountInvalid), z.number()], { error: M.discountInvalid })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') return 0;
    if (!/^\d{1,2}(?:\.\d)?$/.test(text)) {
      ctx.issues.push({ code: 'custom', message: M.discountInvalid, input: value });
      return z.NEVER;
    }
    const [whole = '0', tenth = '0'] = text.split('.');
    return (Number(whole) * 10 + Number(tenth)) * (BASIS_POINTS / 1000);
  });

/** A quotation line as asked: the product, how many, and its discount (prices are the server's). */
export const ZQuotationLineRequest = z
  .object({
    item_sku: ZItemSku,
    item_quantity: z
      .number({ error: 'Quantity must be a number' })
      .int('Quantity must be a number')
      .min(1, 'Minimum quantity is 1')
      .max(MAX_LINE_QUANTITY, `Maximum quantity is ${MAX_LINE_QUANTITY}`),
    discount_percent: ZDiscountPercent.default(0),
  })
  .transform(({ discount_percent, ...line }) => ({ ...line, discount_bp: discount_percent }));
export type TQuotationLineRequest = z.output<typeof ZQuotationLineRequest>;

/** Where the quotation delivers: the pincode names the place of supply (its state). */
export const ZQuotationDelivery = z.object({
  delivery_address: z
    .string()
    .trim()
    .max(DELIVERY_ADDRESS_MAX, `Address should not exceed ${DELIVERY_ADDRESS_MAX}`)
    .nullish()
    .transform((v) => v || null),
  delivery_pincode: ZAddressPincode,
  /** Delivery charges quoted, GST included; none when empty. */
  delivery_charges: ZRupeesToPaise.nullish().transform((v) => v ?? 0),
});

const quotationBody = {
  lines: z
    .array(ZQuotationLineRequest, { error: M.linesRequired })
    .min(1, M.linesRequired)
    .max(MAX_QUOTATION_LINES, M.tooManyLines(MAX_QUOTATION_LINES))
    .superRefine(refuseRepeatedSkus(M.lineRepeated)),
  ...ZQuotationDelivery.shape,
  validity_days: wireNumber(
    z
      .number({ error: M.validityInvalid(VALIDITY_DAYS.min, VALIDITY_DAYS.max) })
      .int(M.validityInvalid(VALIDITY_DAYS.min, VALIDITY_DAYS.max))
      .min(VALIDITY_DAYS.min, M.validityInvalid(VALIDITY_DAYS.min, VALIDITY_DAYS.max))
      .max(VALIDITY_DAYS.max, M.validityInvalid(VALIDITY_DAYS.min, VALIDITY_DAYS.max)),
  ).default(VALIDITY_DAYS.default),
  terms: z
    .string()
    .trim()
    .max(QUOTATION_TERMS_MAX, `Terms should not exceed ${QUOTATION_TERMS_MAX}`)
    .nullish()
    .transform((v) => v || DEFAULT_QUOTATION_TERMS),
};

/** POST /api/quotation/generate/: a new quotation for a lead (/generate-quotation/:leadId). */
export const ZGenerateQuotationRequest = z.object({ lead_id: ZLeadId, ...quotationBody }).strict();
export type TGenerateQuotationRequestInput = z.input<typeof ZGenerateQuotationRequest>;
export type TGenerateQuotationRequest = z.output<typeof ZGenerateQuotationRequest>;

/**
 * PUT /api/quotation/:quotation_random_id/: modify a quotation (?type=1 on the screen), naming
 * the version read; the validity starts again from the day of the change.
 */
export const ZModifyQuotationRequest = z
  .object({ ...quotationBody, version: idParam('Reload the quotation: its version is missing') })
  .strict();
export type TModifyQuotationRequestInput = z.input<typeof ZModifyQuotationRequest>;
export type TModifyQuotationRequest = z.output<typeof ZModifyQuotationRequest>;

/** /api/quotation/:quotation_random_id/ and its PDF. */
export const ZQuotationParams = z.object({ quotation_random_id: ZQuotationRandomId });

/** GET /api/quotation/download/?lead_id=&quotation_random_id= (002: the download's fields). */
export const ZDownloadQuotationQuery = z.object({
  lead_id: ZLeadId,
  quotation_random_id: ZQuotationRandomId,
});
export type TDownloadQuotationQuery = z.output<typeof ZDownloadQuotationQuery>;

/**
 * POST /api/quotation/place-order/ (/order-placement-via-quotation/:leadId/:quotationId): the
 * order at the quoted prices. The lines and prices are the quotation's; the screen sends the
 * addresses, the payment and the total it showed (which must agree), with an Idempotency-Key.
 */
export const ZPlaceQuotationOrderRequest = z
  .object({
    lead_id: ZLeadId,
    quotation_random_id: ZQuotationRandomId,
    /** The quotation's version the screen showed: a changed quotation is a 409. */
    version: idParam('Reload the quotation: its version is missing'),
    ...ORDER_ADDRESS_FIELDS,
    payment: ZPaymentTypeForm,
    total_payable: ZRupeesToPaise,
    comments: z
      .string()
      .trim()
      .max(1000, 'At most 1000 characters')
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine(requireBillingUnlessSame);
export type TPlaceQuotationOrderRequestInput = z.input<typeof ZPlaceQuotationOrderRequest>;
export type TPlaceQuotationOrderRequest = z.output<typeof ZPlaceQuotationOrderRequest>;
