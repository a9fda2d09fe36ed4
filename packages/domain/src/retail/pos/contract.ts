import { z } from 'zod';
import { ZAnswerDay, ZAnswerMessage, ZAnswerTimestamp } from '../../core/validation/answer-text';

/**
 * The answers of the point of sale (002 section 3 "Retail order detail response" and section 7),
 * named after the spec's fields. Money is rupees on the wire (integer paise inside); times ISO,
 * days YYYY-MM-DD. Flags the spec writes as 0/1 stay 0/1.
 */

const ZText = z.string().max(200);
const ZLongText = z.string().max(2000);
const ZUrl = z.string().max(1000);
const ZFlag = z.union([z.literal(0), z.literal(1)]);
const ZRupees = z.number();

/** A plain answer with the message the till toasts. */
export const ZPosMessageAnswer = z.object({ success: z.literal(true), message: ZAnswerMessage });
export type PosMessageAnswer = z.infer<typeof ZPosMessageAnswer>;

/** A cart edit's answer: the order's new version (the till reloads the detail). */
export const ZPosWriteAnswer = ZPosMessageAnswer.extend({
  order_random_id: ZText,
  version: z.number().int(),
});
export type PosWriteAnswer = z.infer<typeof ZPosWriteAnswer>;

// ---- OTP and the new order ------------------------------------------------------------------

export const ZOtpSendAnswer = ZPosMessageAnswer.extend({ expires_at: ZAnswerTimestamp });
export type OtpSendAnswer = z.infer<typeof ZOtpSendAnswer>;

export const ZOtpVerifyAnswer = ZPosMessageAnswer.extend({ verified_until: ZAnswerTimestamp });
export type OtpVerifyAnswer = z.infer<typeof ZOtpVerifyAnswer>;

export const ZCreatePosOrderAnswer = ZPosMessageAnswer.extend({ order_random_id: ZText });
export type CreatePosOrderAnswer = z.infer<typeof ZCreatePosOrderAnswer>;

// ---- Order detail ---------------------------------------------------------------------------

/** One delivery type a line can take, with its charges and promised dates. */
export const ZDocketMode = z.object({
  delivery_type_id: z.number().int(),
  delivery_type_name: ZText,
  delivery_charges: ZRupees,
  promised_dates: z.array(ZAnswerDay).max(10),
});
export type DocketMode = z.infer<typeof ZDocketMode>;

export const ZDocketData = z.object({
  available_modes: z.array(ZDocketMode).max(10),
  fastest_delivery_option: z.number().int().nullable(),
  cod_delivery_possible: z.boolean(),
  cod_currently_serviceable: z.boolean(),
  online_delivery_possible: z.boolean(),
});
export type DocketData = z.infer<typeof ZDocketData>;

export const ZPosCartLine = z.object({
  id: z.number().int(),
  item_sku: ZText,
  item_dimensions: ZText,
  item_model: ZText,
  item_quantity: z.number().int(),
  item_price: ZRupees,
  item_mrp: ZRupees,
  net_price: ZRupees,
  net_discount: ZRupees,
  delivery_charges: ZRupees,
  delivery_charges_per_qty: ZRupees,
  discount_percentage: z.number(),
  /** Comma-separated batches of an instant pickup. */
  batch_number: ZLongText,
  is_instant_invoice: ZFlag,
  /** A delivery type id, or 99 for the fastest. */
  delivery_mode: z.number().int(),
  product: ZText,
  url: ZUrl,
  product_thumbnail: ZUrl,
  extra_specifications: z.record(ZText, ZText),
  docket_data: ZDocketData,
});
export type PosCartLine = z.infer<typeof ZPosCartLine>;

export const ZPosOrderDetail = z.object({
  order_random_id: ZText,
  version: z.number().int(),
  retail_store_id: ZText,
  cart_detail: z.array(ZPosCartLine).max(50),
  coupon_code: ZText.nullable(),
  mobile_number: ZText,
  /** The customer's id. */
  login_id: z.number().int(),
  cx_firstname: ZText,
  cx_lastname: ZText,
  cx_login_mobile_number: ZText,
  pincode: ZText.nullable(),
  payment_type: z.enum(['COD', 'ONLINE']).nullable(),
  payment_via: ZText.nullable(),
  allowed_payment_mode: z.number().int().nullable(),
  is_order_created: ZFlag,
  is_order_cancelled: ZFlag,
  ptr_id: ZText.nullable(),
  /** The order this became once placed (the success banner's link). */
  placed_order_random_id: ZText.nullable(),
  wallet_point_a: ZRupees,
  wallet_point_b: ZRupees,
  wallet_cashback_amount: ZRupees,
  giftcard_used: ZFlag,
  giftcard_amount: ZRupees,
  offer_id: z.number().int().nullable(),
  bank_offer_saving: ZRupees,
  order_created_by_id: z.number().int(),
  order_placed_by_id: z.number().int().nullable(),
  total_net_mrp: ZRupees,
  total_net_discount: ZRupees,
  total_net_price: ZRupees,
  total_delivery_charges: ZRupees,
  coupon_discount: ZRupees,
  final_amount: ZRupees,
  total_discount_percentage: z.number(),
  create_timestamp: ZAnswerTimestamp,
});
export type PosOrderDetail = z.infer<typeof ZPosOrderDetail>;

export const ZShippingAddressDetails = z.object({
  address_id: z.number().int(),
  firstname: ZText,
  lastname: ZText,
  email_address: ZText,
  mobile_number: ZText,
  address: ZLongText,
  landmark: ZText,
  pincode: ZText,
  city: ZText,
  state: ZText,
  alias: ZText.nullable(),
  gst_number: ZText.nullable(),
  gst_organization: ZText.nullable(),
});
export const ZBillingAddressDetails = z.object({
  firstname: ZText,
  lastname: ZText,
  address: ZLongText,
  landmark: ZText.nullable(),
  pincode: ZText,
  city: ZText,
  state: ZText,
});
export const ZPosUserAddress = z.object({
  is_selected: z.boolean(),
  shipping_address_details: ZShippingAddressDetails,
  billing_address_details: ZBillingAddressDetails,
});
export type PosUserAddress = z.infer<typeof ZPosUserAddress>;

export const ZWalletData = z.object({
  a_balance: ZRupees,
  b_balance: ZRupees,
  a_balance_can_be_used: ZRupees,
  b_balance_can_be_used: ZRupees,
});
export type WalletData = z.infer<typeof ZWalletData>;

export const ZPosCouponDetail = z.object({
  coupon_code: ZText,
  description: ZLongText,
  classification_id: z.number().int().nullable(),
  is_bank_coupon: z.boolean(),
  discount: ZRupees,
});
export type PosCouponDetail = z.infer<typeof ZPosCouponDetail>;

/** GET the order detail (002 section 3). */
export const ZPosOrderDetailAnswer = z.object({
  order_detail: ZPosOrderDetail,
  user_addresses: z.array(ZPosUserAddress).max(100),
  wallet_data: ZWalletData,
  coupon_detail: ZPosCouponDetail.nullable(),
  can_apply_giftcard: z.boolean(),
  can_forcefully_confirm_order: z.boolean(),
});
export type PosOrderDetailAnswer = z.infer<typeof ZPosOrderDetailAnswer>;

// ---- Payment modes, agents, offers ----------------------------------------------------------

export const ZPosPaymentMode = z.object({ id: z.number().int(), label: ZText });
export const ZPosDevice = z.object({ device_number: ZText, is_default_device: z.boolean() });
export type PosDevice = z.infer<typeof ZPosDevice>;

export const ZPaymentModesAnswer = z.object({
  payment_modes: z.array(ZPosPaymentMode).max(20),
  pos_machine_details: z.array(ZPosDevice).max(100),
  /** A bank coupon is applied: the mode is fixed to -3. */
  bank_coupon_applied: z.boolean(),
});
export type PaymentModesAnswer = z.infer<typeof ZPaymentModesAnswer>;

export const ZAgentMember = z.object({ login_id: z.number().int(), email: ZText, name: ZText });
export const ZAgentMembersAnswer = z.object({ data: z.array(ZAgentMember).max(500) });
export type AgentMembersAnswer = z.infer<typeof ZAgentMembersAnswer>;

export const ZOfferTerms = z.object({ title: ZText, content: z.array(ZLongText).max(50) });
export type OfferTerms = z.infer<typeof ZOfferTerms>;

export const ZBankConfig = z.object({
  offer_key: ZText,
  /** The bank's share of the saving, percent. */
  bank_share: z.number(),
  bank: z.object({ code: ZText }),
  bin: z.object({ CREDIT: z.array(ZText).max(500), DEBIT: z.array(ZText).max(500) }),
});

/** An offer of the All Offers panel: a bank offer, or a product offer. */
export const ZPosOffer = z.object({
  offer_id: z.number().int(),
  /** 'bank_offer' or '{product}_offer'. */
  offer_type: ZText,
  coupon: ZText.nullable(),
  bank_config: ZBankConfig.nullable(),
  card_description: ZText,
  payment_type: ZText,
  discount_percentage: z.number(),
  minimum_transaction_amount: ZRupees,
  maximum_discount_amount: ZRupees.nullable(),
  end_date: ZAnswerDay,
  /** The content's end-date placeholder is already filled. */
  terms: ZOfferTerms,
  logo: ZUrl,
});
export type PosOffer = z.infer<typeof ZPosOffer>;
export const ZOffersAnswer = z.object({ data: z.array(ZPosOffer).max(200) });
export type OffersAnswer = z.infer<typeof ZOffersAnswer>;

export const ZSavedCard = z.object({
  card_token: ZText,
  card_bin: ZText,
  card_description: ZText,
  card_type: z.enum(['CREDIT', 'DEBIT']),
});
export const ZCustomerPaymentDataAnswer = z.object({
  mobile_number: ZText,
  saved_cards: z.array(ZSavedCard).max(50),
});
export type CustomerPaymentDataAnswer = z.infer<typeof ZCustomerPaymentDataAnswer>;

export const ZCardBinAnswer = z.object({
  card_bin: ZText,
  bank_code: ZText.nullable(),
  bank_name: ZText.nullable(),
  card_type: z.enum(['CREDIT', 'DEBIT']).nullable(),
  card_description: ZText.nullable(),
});
export type CardBinAnswer = z.infer<typeof ZCardBinAnswer>;

export const ZBankEligibilityAnswer = z.object({
  offer_eligible: z.boolean(),
  offer_message: ZAnswerMessage,
  offer_discounted_subtotal: ZRupees,
  offer_saving_amount: ZRupees,
});
export type BankEligibilityAnswer = z.infer<typeof ZBankEligibilityAnswer>;

export const ZGiftCardBalanceAnswer = z.object({
  success: z.boolean(),
  message: ZAnswerMessage,
  Balance: ZRupees,
});
export type GiftCardBalanceAnswer = z.infer<typeof ZGiftCardBalanceAnswer>;

// ---- Customer history -----------------------------------------------------------------------

export const ZHistoryOrder = z.object({
  order_random_id: ZText,
  create_timestamp: ZAnswerTimestamp,
  amount: ZRupees,
});
export const ZCustomerHistoryAnswer = z.object({
  store_visits: z.number().int(),
  last_store_visit_date: ZAnswerTimestamp.nullable(),
  last_retail_purchase_date: ZAnswerTimestamp.nullable(),
  last_order_value: ZRupees,
  total_revenue: ZRupees,
  /** POS orders not placed yet: link to /retail-order-detail/{order_random_id}. */
  pending_orders: z.array(ZHistoryOrder).max(100),
  /** Placed orders: link to /order-search?orderId={order_random_id}. */
  previous_orders: z.array(ZHistoryOrder).max(100),
});
export type CustomerHistoryAnswer = z.infer<typeof ZCustomerHistoryAnswer>;

// ---- Products -------------------------------------------------------------------------------

export const ZProductMatch = z.object({
  /** The catalogue product code for the picker. */
  product: ZText,
  name: ZText,
  item_sku: ZText.nullable(),
  item_dimensions: ZText.nullable(),
  product_thumbnail: ZUrl,
});
export const ZProductSearchAnswer = z.object({ result: z.array(ZProductMatch).max(50) });
export type ProductSearchAnswer = z.infer<typeof ZProductSearchAnswer>;

export const ZItemPriceAnswer = z.object({
  item_price: z.object({ price: ZRupees, mrp: ZRupees }),
  item_url: ZUrl,
  product_thumbnail: ZUrl,
});
export type ItemPriceAnswer = z.infer<typeof ZItemPriceAnswer>;

// ---- Placing and after ----------------------------------------------------------------------

export const ZPlacePosOrderAnswer = ZPosMessageAnswer.extend({
  is_order_created: ZFlag,
  /** The placed order's id; null while a payment is in progress. */
  order_id: ZText.nullable(),
  ptr_id: ZText.nullable(),
  /** The payment page the customer pays on (card provider); null otherwise. */
  payment_url: ZUrl.nullable(),
  contact_number: ZText,
  /** Mode -1: what to hand back. */
  change_to_return: ZRupees.nullable(),
  version: z.number().int(),
});
export type PlacePosOrderAnswer = z.infer<typeof ZPlacePosOrderAnswer>;

/** Check status, force confirm, cancel transaction, resend link, cancel, new order from old. */
export const ZPosActionAnswer = ZPosMessageAnswer.extend({
  order_random_id: ZText,
  is_order_created: ZFlag,
  order_id: ZText.nullable(),
  /** Create New Order: the new POS order to go to. */
  new_order_random_id: ZText.nullable(),
  version: z.number().int(),
});
export type PosActionAnswer = z.infer<typeof ZPosActionAnswer>;

// ---- Retail order search, inventory, labels -------------------------------------------------

export const ZRetailOrderRow = z.object({
  order_random_id: ZText,
  order_placed_by_id: z.number().int().nullable(),
  cart_detail: z.array(z.object({ item_sku: ZText })).max(50),
  total_net_mrp: ZRupees,
  total_net_discount: ZRupees,
  total_delivery_charges: ZRupees,
  total_net_price: ZRupees,
  total_order_amount: ZRupees,
  coupon_code: ZText.nullable(),
  pos_order_status: ZText,
  create_timestamp: ZAnswerTimestamp,
  placed_order_random_id: ZText.nullable(),
});
export type RetailOrderRow = z.infer<typeof ZRetailOrderRow>;

export const ZRetailOrderSearchAnswer = z.object({
  order_detail: z.array(ZRetailOrderRow).max(500),
  offset: z.number().int(),
  total: z.number().int(),
  limit: z.number().int(),
});
export type RetailOrderSearchAnswer = z.infer<typeof ZRetailOrderSearchAnswer>;

/** The xlsx as base64, saved under file_name. */
export const ZRetailOrderDownloadAnswer = z.object({
  data: z.object({ attachment: z.string().max(50_000_000), file_name: ZText }),
});
export type RetailOrderDownloadAnswer = z.infer<typeof ZRetailOrderDownloadAnswer>;

export const ZStoreStockRow = z.object({
  material_number: ZText,
  item_sku: ZText,
  description: ZText,
  plant_location: ZText,
  storage_location: ZText,
  batch_number: ZText,
  quantity: z.number().int(),
});
export const ZStoreInventoryAnswer = z.object({ result: z.array(ZStoreStockRow).max(500) });
export type StoreInventoryAnswer = z.infer<typeof ZStoreInventoryAnswer>;

export const ZPrinter = z.object({
  printer_id: z.number().int(),
  name: ZText,
  is_active: z.boolean(),
});
export const ZPrintersAnswer = z.object({ data: z.array(ZPrinter).max(100) });
export type PrintersAnswer = z.infer<typeof ZPrintersAnswer>;

export const ZSkuLabelPrintAnswer = ZPosMessageAnswer.extend({ job_id: z.number().int() });
export type SkuLabelPrintAnswer = z.infer<typeof ZSkuLabelPrintAnswer>;
