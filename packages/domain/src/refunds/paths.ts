/**
 * The API paths of the refunds area (docs/refunds.md "Calls"). Where 001 section 7 names the call
 * its name is kept (refund-details, refund-items-list, refund-status, refund-detail/{id}/,
 * verify-bank-details, update-bank-details, update-amount, trouble-resolution-details,
 * price-drop-refund/, refunds/send-bank-details-form-url, wallet/usable/crm/, and the spec's
 * spellings enable-sale-benifit and create-salebenifit-for-affiliate); the others are ours.
 */
export const REFUND_PATHS = {
  // ---- Lists (RF1) ----
  /** GET ?start_date=&end_date=&search=&offset=&limit=: one tab with the counts per status. */
  list: '/api/get-refund-details/:category/:platform/:status/',
  /** GET, the same query (no paging) and format: the filtered list as a spreadsheet. */
  listExport: '/api/get-refund-details/:category/:platform/:status/export',

  // ---- One refund (RF1) ----
  /** GET: the refund with its cart, payment, bank details, open trouble and history. */
  details: '/api/refund-details/:refund_id/',
  /** GET: the cart's items with the refund item status and automation status. */
  items: '/api/refund-items-list/:refund_id/',
  /** GET: the statuses and the actions the refund allows now. */
  status: '/api/refund-status/:refund_id/',
  /** PUT: the refund action (action_type, cart_primary_id, aff_id, comments, version). */
  action: '/api/refund-detail/:refund_id/',
  /** GET: the refund transaction details popup (the order's payments). */
  transactions: '/api/refund-transaction-details/:refund_id/',
  /** GET: the refund history popup (the gateway's refunds of this refund). */
  history: '/api/refund-history/:refund_id/',

  // ---- Trouble and resolution (RF1) ----
  /** GET ?refund_id=: the refund's troubles; POST: resolve the open trouble. */
  troubleResolution: '/api/trouble-resolution-details/',
  /** GET: the resolution details popup (the gateway attempts). */
  resolutionDetails: '/api/resolution-details/:refund_id/',
  /** POST: resolve a refund in manual review from the gateway's dashboard. */
  resolve: '/api/refund-resolution/',

  // ---- Bank details (RF2) ----
  /** POST: check the refund's bank account with the verification service. */
  verifyBankDetails: '/api/verify-bank-details/',
  /** POST: set the refund's bank account. */
  updateBankDetails: '/api/update-bank-details/',
  /** POST: send the customer the link to the bank-details page. */
  sendBankDetailsFormUrl: '/api/refunds/send-bank-details-form-url/',
  /** GET: the public page's facts; POST: the customer's one answer. No staff sign-in. */
  bankDetailsForm: '/api/public/refund-bank-details/:token',
  /** POST: change the refund's amount (never above the refundable amount). */
  updateAmount: '/api/update-amount/',

  // ---- Initiation (RF4) ----
  /** POST: a price-drop refund of a cart (price-drop-orders). */
  priceDropRefund: '/api/price-drop-refund/',
  /** POST: a sale-benefit refund of a {product} cart (sale-benefit-orders). */
  enableSaleBenefit: '/api/enable-sale-benifit/',
  /** POST: a sale-benefit refund of an affiliate cart. */
  createSaleBenefitForAffiliate: '/api/create-salebenifit-for-affiliate/',
  /** POST: a refund of the ODA charge of a cancelled cart (ODA-charge-cancelled-orders). */
  odaChargeRefund: '/api/refunds/oda-charge-refund/',
  /** POST: a carpenter refund of a cart (carpenter-refund). */
  carpenterRefund: '/api/refunds/carpenter-refund/',
  /** GET ?mobile_number=: the wallet credit a customer may use. */
  walletUsable: '/api/wallet/usable/crm/',
  /** POST: pay a refund into the customer's wallet (when the customer chose it). */
  refundToWallet: '/api/refunds/refund-to-wallet/',
} as const;

/** A path with its `:name` segments filled in. */
export function refundPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? `:${name}`)),
  );
}
