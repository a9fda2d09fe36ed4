import { z } from 'zod';
import { idParam, MAX_ROW_ID, wireNumber } from '../../core/validation/wire-number';
import { ZRupeesToPaise } from '../../core/validation/amount';
import { ISO_DAY_LENGTH } from '../../core/validation/iso-day';
import { COUPON_CODE_MAX_LENGTH, normaliseCouponCode } from '../../core/validation/coupon';
import { ZBillingAddress, ZShippingAddress } from '../../orders/address';
import { ZOrderRandomId, ZRowVersion } from '../../orders/order-requests';
import { ITEM_SKU_MAX_LENGTH, ZItemSku } from '../../sales/catalogue/schemas';
import {
  DIMENSIONS_TEXT_MAX_LENGTH,
  PROPERTY_KEY_MAX_LENGTH,
  PROPERTY_VALUE_MAX_LENGTH,
} from '../../sales/catalogue/constants';
import { GIFT_CARD_LENGTHS, GIFT_CARD_MESSAGES } from '../../sales/coupons/gift-card';
import {
  ADDRESS_EDIT,
  CARD_BIN_LENGTH,
  DELIVERY_TYPE_IDS,
  DEVICE_PAYMENT_MODES,
  DOCUMENT_REQUEST,
  FASTEST_DELIVERY_MODE,
  ITEM_PRICE_REQUEST,
  PAYMENT_MODE,
  POS_MAX_LINES,
  POS_OTP,
  POS_PAYMENT_MODE_IDS,
  POS_QUANTITY,
  PRODUCT_SEARCH_MAX_LENGTH,
  PRODUCT_SEARCH_MIN_LENGTH,
  RETAIL_SEARCH_DEFAULT_PAGE_SIZE,
  RETAIL_SEARCH_PAGE_SIZES,
  type PosPaymentModeId,
} from './constants';
import { POS_MESSAGES as M } from './messages';

/**
 * The requests of the point of sale (002 section 7), snake_case as the spec lists them. Money is
 * rupees on the wire (parsed to integer paise). Every write names the order and the `version`
 * of it the till read, and is refused with 409 when the order changed since.
 */

const TEN_DIGITS = /^\d{10}$/;
const BATCH_NUMBERS_MAX_LENGTH = 400;
/** The longest payment id (NEFT track id) the till takes. */
export const NEFT_TRACK_ID_MAX_LENGTH = 64;
const CARD_TOKEN_MAX_LENGTH = 128;
const OFFER_KEY_MAX_LENGTH = 64;
const EMAIL_MAX_LENGTH = 254;
const SEARCH_QUERY_MAX_LENGTH = 64;
const DEVICE_NUMBER_MAX_LENGTH = 40;
const LABEL_COPIES_MAX = 50;

/** A customer's mobile number: 10 digits. */
export const ZPosMobile = z
  .string({ error: M.mobileRequired })
  .trim()
  .min(1, M.mobileRequired)
  .max(10, M.mobileInvalid)
  .regex(TEN_DIGITS, M.mobileInvalid);

const ZRowId = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ROW_ID, message);

/** A line of the POS order (its temp cart id). */
export const ZTempCartId = wireNumber(ZRowId(M.lineNotFound));
const ZAddressId = wireNumber(ZRowId(M.addressNotFound));
const ZLoginId = wireNumber(ZRowId(M.agentRequired));

/** What every write names: the order and the version read. */
const orderWrite = { order_random_id: ZOrderRandomId, version: ZRowVersion };

/** ?mobile_number=: Past Order History, the customer's saved cards. */
export const ZPosMobileQuery = z.object({ mobile_number: ZPosMobile });
export type TPosMobileQuery = z.infer<typeof ZPosMobileQuery>;

/** :order_random_id of the order reads. */
export const ZPosOrderParams = z.object({ order_random_id: ZOrderRandomId });
export type TPosOrderParams = z.infer<typeof ZPosOrderParams>;

// ---- OTP and the new order ------------------------------------------------------------------

export const ZOtpSendRequest = z.object({ mobile_number: ZPosMobile }).strict();
export type TOtpSendRequest = z.infer<typeof ZOtpSendRequest>;

export const ZOtpVerifyRequest = z
  .object({
    mobile_number: ZPosMobile,
    otp: z
      .string({ error: M.otpInvalid })
      .trim()
      .max(POS_OTP.length, M.otpInvalid)
      .regex(new RegExp(`^\\d{${POS_OTP.length}}$`), M.otpInvalid),
  })
  .strict();
export type TOtpVerifyRequest = z.infer<typeof ZOtpVerifyRequest>;

/** POST: a POS order for a mobile verified by OTP at this store in the last hour. */
export const ZCreatePosOrderRequest = z.object({ mobile_number: ZPosMobile }).strict();
export type TCreatePosOrderRequest = z.infer<typeof ZCreatePosOrderRequest>;

// ---- Products -------------------------------------------------------------------------------

/** ?search_term=&search_by_item_sku=: from 2 characters; 1 searches SKUs. */
export const ZProductSearchQuery = z.object({
  search_term: z
    .string({ error: M.searchTooShort })
    .trim()
    .min(PRODUCT_SEARCH_MIN_LENGTH, M.searchTooShort)
    .max(PRODUCT_SEARCH_MAX_LENGTH),
  search_by_item_sku: wireNumber(z.union([z.literal(0), z.literal(1)])).default(0),
});
export type TProductSearchQuery = z.infer<typeof ZProductSearchQuery>;

const ZPosQuantity = z
  .number({ error: M.quantityRequired })
  .int(M.quantityRange)
  .min(POS_QUANTITY.min, M.quantityRange)
  .max(POS_QUANTITY.max, M.quantityRange);
const ZDimensions = z
  .string({ error: M.productRequired })
  .trim()
  .min(1, M.productRequired)
  .max(DIMENSIONS_TEXT_MAX_LENGTH);

/** ?item_sku=&item_quantity=&item_dimensions=&affiliate_id=0&request_type=1. */
export const ZItemPriceQuery = z.object({
  item_sku: ZItemSku,
  item_quantity: wireNumber(ZPosQuantity),
  item_dimensions: ZDimensions.optional(),
  affiliate_id: wireNumber(z.literal(ITEM_PRICE_REQUEST.affiliate_id)).default(0),
  request_type: wireNumber(z.literal(ITEM_PRICE_REQUEST.request_type)).default(1),
});
export type TItemPriceQuery = z.infer<typeof ZItemPriceQuery>;

/** Batch numbers of an instant pickup, comma-separated digits. */
const ZBatchNumbers = z
  .string()
  .trim()
  .max(BATCH_NUMBERS_MAX_LENGTH)
  .regex(/^(\d+(,\d+)*)?$/, 'Batch numbers are digits separated by commas');

export const ZAddProductRequest = z
  .object({
    ...orderWrite,
    is_standard_product_size: z.literal(1).default(1),
    item_sku: z
      .string({ error: M.productRequired })
      .trim()
      .min(1, M.productRequired)
      .max(ITEM_SKU_MAX_LENGTH),
    item_dimensions: ZDimensions,
    item_quantity: ZPosQuantity,
    addon_extra_specifications: z
      .record(z.string().max(PROPERTY_KEY_MAX_LENGTH), z.string().max(PROPERTY_VALUE_MAX_LENGTH))
      .refine((r) => Object.keys(r).length <= 20, 'Too many specifications')
      .default({}),
    /** Taken from the store now (instant pickup), with the batches it leaves from. */
    is_instant_invoice: z.union([z.literal(0), z.literal(1)]).default(0),
    batch_number: ZBatchNumbers.default(''),
  })
  .strict();
export type TAddProductRequest = z.infer<typeof ZAddProductRequest>;

export const ZRemoveProductRequest = z
  .object({ ...orderWrite, temp_cart_id: ZTempCartId })
  .strict();
export type TRemoveProductRequest = z.infer<typeof ZRemoveProductRequest>;

export const ZChangeQuantityRequest = z
  .object({ ...orderWrite, temp_cart_id: ZTempCartId, item_quantity: ZPosQuantity })
  .strict();
export type TChangeQuantityRequest = z.infer<typeof ZChangeQuantityRequest>;

/** A delivery type id, or 99 for the fastest; the charges shown must agree with the server's. */
export const ZChangeDeliveryModeRequest = z
  .object({
    ...orderWrite,
    temp_cart_id: ZTempCartId,
    delivery_mode: z
      .number({ error: M.deliveryModeUnavailable })
      .int()
      .refine(
        (id) =>
          id === FASTEST_DELIVERY_MODE || (DELIVERY_TYPE_IDS as readonly number[]).includes(id),
        M.deliveryModeUnavailable,
      ),
    delivery_charges: ZRupeesToPaise,
  })
  .strict();
export type TChangeDeliveryModeRequest = z.infer<typeof ZChangeDeliveryModeRequest>;

export const ZUncheckInstantPickupRequest = z
  .object({ ...orderWrite, temp_cart_id: ZTempCartId, instant_pickup: z.literal(false) })
  .strict();
export type TUncheckInstantPickupRequest = z.infer<typeof ZUncheckInstantPickupRequest>;

// ---- Coupon and addresses -------------------------------------------------------------------

/** Apply a coupon: upper-cased; empty removes it. The other fields are the till's view. */
export const ZApplyCouponRequest = z
  .object({
    ...orderWrite,
    coupon_code: z
      .string()
      .max(COUPON_CODE_MAX_LENGTH, M.couponInvalid)
      .transform(normaliseCouponCode),
    is_oda_location: z.boolean().optional(),
    carts: z.array(ZTempCartId).max(POS_MAX_LINES).optional(),
    pincode: z.string().trim().max(6).optional(),
    payment_type: z.enum(['COD', 'ONLINE']).nullish(),
  })
  .strict();
export type TApplyCouponRequest = z.infer<typeof ZApplyCouponRequest>;

/** address_edit 1 adds, 2 edits (address_id), 4 selects (address_id) a shipping address. */
export const ZAddressActionRequest = z
  .object({
    ...orderWrite,
    address_edit: z.union([
      z.literal(ADDRESS_EDIT.add),
      z.literal(ADDRESS_EDIT.edit),
      z.literal(ADDRESS_EDIT.select),
    ]),
    address_id: ZAddressId.nullish().transform((v) => v ?? null),
    shipping_address: ZShippingAddress.nullish().transform((v) => v ?? null),
    is_billing_address_same: z.boolean().default(true),
    billing_address: ZBillingAddress.nullish().transform((v) => v ?? null),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.address_edit !== ADDRESS_EDIT.add && v.address_id === null) {
      ctx.addIssue({ code: 'custom', path: ['address_id'], message: M.addressNotFound });
    }
    if (v.address_edit !== ADDRESS_EDIT.select && v.shipping_address === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['shipping_address'],
        message: M.shippingAddressRequired,
      });
    }
  });
export type TAddressActionRequest = z.infer<typeof ZAddressActionRequest>;

export const ZDeleteAddressRequest = z.object({ ...orderWrite, address_id: ZAddressId }).strict();
export type TDeleteAddressRequest = z.infer<typeof ZDeleteAddressRequest>;

// ---- Gift card, card BIN and bank offers ----------------------------------------------------

const ZGiftCardNumber = z
  .string({ error: GIFT_CARD_MESSAGES.numberLength })
  .max(GIFT_CARD_LENGTHS.number * 2, GIFT_CARD_MESSAGES.numberLength)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(new RegExp(`^\\d{${GIFT_CARD_LENGTHS.number}}$`), GIFT_CARD_MESSAGES.numberLength),
  );
const ZGiftCardPin = z
  .string({ error: GIFT_CARD_MESSAGES.pinLength })
  .trim()
  .max(GIFT_CARD_LENGTHS.pin, GIFT_CARD_MESSAGES.pinLength)
  .regex(new RegExp(`^\\d{${GIFT_CARD_LENGTHS.pin}}$`), GIFT_CARD_MESSAGES.pinLength);

/** { CardNumber, Pin } as the gift-card provider names them (002 section 7). */
export const ZGiftCardBalanceRequest = z
  .object({
    CardNumber: ZGiftCardNumber,
    Pin: ZGiftCardPin,
    order_random_id: ZOrderRandomId.optional(),
  })
  .strict();
export type TGiftCardBalanceRequest = z.infer<typeof ZGiftCardBalanceRequest>;

export const ZGiftCardResetRequest = z.object(orderWrite).strict();
export type TGiftCardResetRequest = z.infer<typeof ZGiftCardResetRequest>;

/** A card BIN: the first 6 digits of the card. */
export const ZCardBin = z
  .string({ error: M.cardBinInvalid })
  .trim()
  .max(CARD_BIN_LENGTH, M.cardBinInvalid)
  .regex(new RegExp(`^\\d{${CARD_BIN_LENGTH}}$`), M.cardBinInvalid);
export const ZCardBinParams = z.object({ card_bin: ZCardBin });
export type TCardBinParams = z.infer<typeof ZCardBinParams>;

/** The bank eligibility check of a card for an offer (retail-check-bank-eligibility). */
export const ZBankEligibilityRequest = z
  .object({
    active_offer_id: wireNumber(ZRowId('Offer not found')),
    coupon_code: z.string().max(COUPON_CODE_MAX_LENGTH).transform(normaliseCouponCode).default(''),
    order_random_id: ZOrderRandomId,
    card_token: z
      .string()
      .trim()
      .max(CARD_TOKEN_MAX_LENGTH)
      .nullish()
      .transform((v) => v || null),
    card_bin: ZCardBin,
    source: z.literal('retail'),
    pincode: z.string().trim().max(6).default(''),
    wallet_points_used: ZRupeesToPaise.default(0),
    total_order_amount: ZRupeesToPaise,
  })
  .strict();
export type TBankEligibilityRequest = z.infer<typeof ZBankEligibilityRequest>;

// ---- Placing and after ----------------------------------------------------------------------

/** The totals the till showed, checked against the server's own (rupees). */
export const ZPosTotalsShown = z
  .object({
    total_net_mrp: ZRupeesToPaise,
    total_net_discount: ZRupeesToPaise,
    total_net_price: ZRupeesToPaise,
    total_delivery_charges: ZRupeesToPaise,
  })
  .strict();

const ZPaymentModeId = z
  .number({ error: 'Select a payment mode' })
  .int()
  .refine(
    (id): id is PosPaymentModeId => (POS_PAYMENT_MODE_IDS as readonly number[]).includes(id),
    'Select a payment mode',
  );

export const ZPlacePosOrderRequest = z
  .object({
    ...orderWrite,
    AllowedPaymentMode: ZPaymentModeId,
    coupon_code: z.string().max(COUPON_CODE_MAX_LENGTH).transform(normaliseCouponCode).default(''),
    carts: z.array(ZTempCartId).min(1, M.productRequired).max(POS_MAX_LINES),
    device_number: z
      .string()
      .trim()
      .max(DEVICE_NUMBER_MAX_LENGTH)
      .nullish()
      .transform((v) => v || null),
    wallet_point_a: ZRupeesToPaise.default(0),
    wallet_point_b: ZRupeesToPaise.default(0),
    totals: ZPosTotalsShown,
    final_amount: ZRupeesToPaise,
    /** The agent the sale is credited to ('Select Agent'). */
    login_id: ZLoginId,
    order_created_by_id: ZLoginId,
    offer_id: wireNumber(ZRowId('Offer not found'))
      .nullish()
      .transform((v) => v ?? null),
    offer_key: z
      .string()
      .trim()
      .max(OFFER_KEY_MAX_LENGTH)
      .nullish()
      .transform((v) => v || null),
    card_bin: ZCardBin.nullish().transform((v) => v ?? null),
    neft_track_id: z
      .string()
      .trim()
      .max(NEFT_TRACK_ID_MAX_LENGTH)
      .nullish()
      .transform((v) => v || null),
    /** The selected address; null only when every line is an instant pickup. */
    shipping_address: ZAddressId.nullish().transform((v) => v ?? null),
    /** Null: the same as the shipping address. */
    billing_address: ZBillingAddress.nullish().transform((v) => v ?? null),
    giftcard_number: ZGiftCardNumber.nullish().transform((v) => v ?? null),
    giftcard_pin: ZGiftCardPin.nullish().transform((v) => v ?? null),
    giftcard_amount: ZRupeesToPaise.default(0),
    /** Cash handed over at the till (mode -1): at least the amount, the rest is change. */
    cash_received: ZRupeesToPaise.nullish().transform((v) => v ?? null),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (
      (DEVICE_PAYMENT_MODES as readonly number[]).includes(v.AllowedPaymentMode) &&
      !v.device_number
    ) {
      ctx.addIssue({ code: 'custom', path: ['device_number'], message: M.deviceRequired });
    }
    if (v.AllowedPaymentMode === PAYMENT_MODE.paymentId && !v.neft_track_id) {
      ctx.addIssue({ code: 'custom', path: ['neft_track_id'], message: M.paymentIdRequired });
    }
    if (
      v.AllowedPaymentMode === PAYMENT_MODE.cardWithBankOffers &&
      v.offer_id !== null &&
      !v.card_bin
    ) {
      ctx.addIssue({ code: 'custom', path: ['card_bin'], message: M.cardBinInvalid });
    }
    if (v.giftcard_amount > 0 && (!v.giftcard_number || !v.giftcard_pin)) {
      ctx.addIssue({ code: 'custom', path: ['giftcard_number'], message: M.giftCardNotApplied });
    }
  });
export type TPlacePosOrderRequest = z.infer<typeof ZPlacePosOrderRequest>;
export type TPlacePosOrderRequestInput = z.input<typeof ZPlacePosOrderRequest>;

/** Check status, force confirm, cancel transaction, new order from old, resend link, cancel. */
export const ZPosOrderActionRequest = z.object(orderWrite).strict();
export type TPosOrderActionRequest = z.infer<typeof ZPosOrderActionRequest>;

/** ?order_id=&to=5&cart_pri_id=2&affiliate_id=0&cet_email=&retail_receipt=0|1. */
export const ZPosDocumentQuery = z.object({
  order_id: ZOrderRandomId,
  to: wireNumber(z.literal(DOCUMENT_REQUEST.to)).default(DOCUMENT_REQUEST.to),
  cart_pri_id: wireNumber(z.literal(DOCUMENT_REQUEST.cart_pri_id)).default(
    DOCUMENT_REQUEST.cart_pri_id,
  ),
  affiliate_id: wireNumber(z.literal(DOCUMENT_REQUEST.affiliate_id)).default(
    DOCUMENT_REQUEST.affiliate_id,
  ),
  cet_email: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
  retail_receipt: wireNumber(z.union([z.literal(0), z.literal(1)])).default(0),
});
export type TPosDocumentQuery = z.infer<typeof ZPosDocumentQuery>;

// ---- Retail order search, inventory, labels -------------------------------------------------

function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}
/** A yyyy-MM-dd day of a date filter; both ends required ('Required!'). */
export const ZRetailDay = z
  .string({ error: M.dateRequired })
  .min(1, M.dateRequired)
  .max(ISO_DAY_LENGTH, 'Enter a date as YYYY-MM-DD')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine(isCalendarDay, 'Enter a real date');

/** ?query=&offset=&limit=&start_date=&end_date=: mobile, alternate mobile or PTR id. */
export const ZRetailOrderSearchQuery = z.object({
  query: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  offset: wireNumber(z.number().int().min(0).max(MAX_ROW_ID)).default(0),
  limit: wireNumber(
    z
      .number()
      .int()
      .refine(
        (n) => (RETAIL_SEARCH_PAGE_SIZES as readonly number[]).includes(n),
        'Pick a page size from the list',
      ),
  ).default(RETAIL_SEARCH_DEFAULT_PAGE_SIZE),
  start_date: ZRetailDay,
  end_date: ZRetailDay,
});
export type TRetailOrderSearchQuery = z.infer<typeof ZRetailOrderSearchQuery>;

export const ZRetailOrderDownloadQuery = z.object({ start_date: ZRetailDay, end_date: ZRetailDay });
export type TRetailOrderDownloadQuery = z.infer<typeof ZRetailOrderDownloadQuery>;

export const ZStoreInventoryQuery = z.object({
  search_string: z
    .string({ error: M.materialNumberRequired })
    .trim()
    .min(1, M.materialNumberRequired)
    .max(PRODUCT_SEARCH_MAX_LENGTH),
});
export type TStoreInventoryQuery = z.infer<typeof ZStoreInventoryQuery>;

export const ZSkuLabelRequest = z
  .object({
    item_sku: ZItemSku,
    copies: z.number().int().min(1).max(LABEL_COPIES_MAX).default(1),
  })
  .strict();
export type TSkuLabelRequest = z.infer<typeof ZSkuLabelRequest>;

export const ZSkuLabelPrintRequest = z
  .object({
    item_sku: ZItemSku,
    copies: z.number().int().min(1).max(LABEL_COPIES_MAX).default(1),
    printer_id: idParam(M.printerUnavailable),
  })
  .strict();
export type TSkuLabelPrintRequest = z.infer<typeof ZSkuLabelPrintRequest>;
