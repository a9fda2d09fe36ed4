/**
 * The API paths of the retail point of sale and retail orders (docs/retail.md). Calls that name
 * an order carry `order_random_id` in the body (as 002 section 7 lists it) or in the path (reads).
 */
const POS = '/api/retail/pos';
const ORDERS = '/api/retail/orders';

export const RETAIL_POS_PATHS = {
  /** POST ZOtpSendRequest: an OTP to the customer's mobile. */
  otpSend: `${POS}/otp/send/`,
  /** POST ZOtpVerifyRequest. */
  otpVerify: `${POS}/otp/verify/`,
  /** POST ZCreatePosOrderRequest: a new POS order for a verified mobile. */
  createOrder: `${POS}/orders/`,
  /** GET: the order detail response. */
  orderDetail: (id: string) => `${POS}/orders/${id}/`,
  orderDetailRoute: `${POS}/orders/:order_random_id/`,
  /** GET: payment modes allowed now, and the store's POS devices. */
  paymentModes: (id: string) => `${POS}/orders/${id}/payment-modes/`,
  paymentModesRoute: `${POS}/orders/:order_random_id/payment-modes/`,
  /** GET: the store's agents and managers for 'Select Agent'. */
  agentMembers: (id: string) => `${POS}/orders/${id}/agents/`,
  agentMembersRoute: `${POS}/orders/:order_random_id/agents/`,
  /** GET: the offers active for this order. */
  activeOffers: (id: string) => `${POS}/orders/${id}/active-offers/`,
  activeOffersRoute: `${POS}/orders/:order_random_id/active-offers/`,
  /** GET: every live offer (the All Offers panel). */
  allOffers: `${POS}/offers/`,
  /** GET ?mobile_number=: the customer's saved cards at the card provider. */
  customerPaymentData: `${POS}/customer-payment-data/`,
  /** GET ?mobile_number=: Past Order History. */
  customerHistory: `${POS}/customer-history/`,
  /** GET ?search_term=&search_by_item_sku=. */
  productSearch: `${POS}/products/`,
  /** GET ?item_sku=&item_quantity=&item_dimensions=&affiliate_id=0&request_type=1. */
  itemPrice: `${POS}/item-price/`,
  /** POST: cart edits, each with order_random_id and version. */
  addProduct: `${POS}/cart/add/`,
  removeProduct: `${POS}/cart/remove/`,
  changeQuantity: `${POS}/cart/quantity/`,
  changeDeliveryMode: `${POS}/cart/delivery-mode/`,
  uncheckInstantPickup: `${POS}/cart/instant-pickup/`,
  /** POST: apply a coupon (empty code removes it). */
  applyCoupon: `${POS}/coupon/`,
  /** POST: add (1), edit (2) or select (4) a shipping address. */
  addressAction: `${POS}/address/`,
  deleteAddress: `${POS}/address/delete/`,
  /** POST { CardNumber, Pin }: a gift card's balance. */
  giftCardBalance: `${POS}/gift-card/balance/`,
  /** POST { order_random_id, version }: drop the gift card from the order. */
  giftCardReset: `${POS}/gift-card/reset/`,
  /** GET: what is known of a card BIN (bank, type). */
  cardBin: (bin: string) => `${POS}/cardbins/${bin}/`,
  cardBinRoute: `${POS}/cardbins/:card_bin/`,
  /** POST ZBankEligibilityRequest. */
  bankEligibility: `${POS}/bank-eligibility/`,
  /** POST ZPlacePosOrderRequest. */
  placeOrder: `${POS}/place/`,
  /** POST { order_random_id }: each of the after-placing actions. */
  checkStatus: `${POS}/check-status/`,
  forceConfirm: `${POS}/force-confirm/`,
  cancelTransaction: `${POS}/cancel-transaction/`,
  createNewOrder: `${POS}/create-new-order/`,
  resendPaymentLink: `${POS}/resend-payment-link/`,
  cancelOrder: `${POS}/cancel-order/`,
  /** GET ZPosDocumentQuery: the invoice (retail_receipt 0) or receipt (1) as a PDF. */
  document: `${POS}/documents/`,
  /** GET ZRetailOrderSearchQuery. */
  searchOrders: `${ORDERS}/`,
  /** GET ?start_date=&end_date=: the xlsx of the window. */
  downloadOrders: `${ORDERS}/download/`,
  /** GET ?search_string=: the store's stock of a material. */
  storeInventory: '/api/retail/store-inventory/',
  /** POST ZSkuLabelRequest: an A6 label PDF. */
  skuLabel: '/api/retail/sku-labels/',
  /** POST ZSkuLabelPrintRequest: the label to a printer. */
  skuLabelPrint: '/api/retail/sku-labels/print/',
  /** GET: the store's printers. */
  printers: '/api/retail/printers/',
} as const;
