/**
 * The API paths of the returns area's pickups, warehouse end, lost products, challans and money
 * (docs/returns.md). Where 001 section 7 names the call its path is kept; the others are ours.
 */
export const RETURN_OPERATION_PATHS = {
  /** POST: schedule, change or reschedule a return pickup (`action`). */
  changePickupDate: '/api/change-pickup-date/',
  /** POST: cancel the booked pickup; the cart goes back to Schedule Return Pickup. */
  cancelPickup: '/api/returns/cancel-return-pickup/',
  /** GET ?cart_pid=: the pickup log popup. */
  pickupHistory: '/api/returns/pickup-history/',
  /** GET ?cart_pid=: the pickup attempt log. */
  pickupAttempts: '/api/returns/pickup-attempts/',
  /** GET ?cart_pid=: the shipping form of a return pickup's docket (warehouses, the pickup). */
  labelForm: '/api/returns/label-form',
  /** POST: create the pickup's docket from the label form. */
  createDocket: '/api/returns/create-docket/',
  /** POST: a new docket for a docketed pickup. */
  recreateDocket: '/api/recreate-docket/',
  /** GET ?cart_pid=: the reverse tracking of the pickup's docket. */
  trackReturnDocket: '/api/track-return-docket/',
  /** POST: read the courier's attempts of a docketed pickup and record them. */
  refreshPickup: '/api/returns/refresh-pickup/',
  /** GET ?cart_pid=: turnaround per step. */
  returnTat: '/api/returns/return-tat',
  /** POST: the product reached the warehouse (32). */
  reachedWarehouse: '/api/returns/reached-warehouse/',
  /** POST: the warehouse scanned the product in (33). */
  inwardScan: '/api/returns/inward-scan/',
  /** POST: refund an RTS cart; POST: ship it again. */
  rtsRefund: '/api/rts/refund/',
  rtsReship: '/api/rts/reship/',
  /** POST: mark a product lost on its way back, with its lost date. */
  lostStatusChange: '/api/lost-status-change/',
  /** POST: a new order sending a lost product again. */
  createLostProductOrder: '/api/backoffice-create-lost-product-order',
  /** POST: upload a COD challan; GET ?cod_sheet_id=: the challans of a COD sheet row. */
  codChallans: '/api/returns/cod-challans/',
  /** GET ?cart_pid=: a cart's COD sheet rows, each with its challans' count (designed). */
  codSheetRows: '/api/returns/cod-sheet-rows/',
  /** GET: one photo of a challan. */
  codChallanAttachment: '/api/returns/cod-challans/:challan_id/attachments/:index',
  /** GET ?cart_pid=: the credit transaction history popup. */
  creditHistory: '/api/returns/credit-history/',
  /** POST: the refund initiation popup. */
  requestRefund: '/api/request-refund',
  /** GET ?cart_pid=: a cart's refunds. */
  refundDetail: '/api/refund-detail/',
} as const;
