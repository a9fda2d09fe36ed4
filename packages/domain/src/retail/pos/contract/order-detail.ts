import { z } from 'zod';
import { ZAnswerDay, ZAnswerTimestamp } from '../../../core/validation/answer-text';
import { ZFlag, ZLongText, ZRupees, ZText, ZUrl } from './primitives';

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
