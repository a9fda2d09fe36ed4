/**
 * The API paths of the returns lists and the request lifecycle (docs/returns.md), as 001 section
 * 7 and 000 section 7 name them under /api.
 */
export const RETURN_REQUEST_PATHS = {
  /** GET ?role&limit&offset: one tab of the returns list. */
  list: '/api/return-replace-orders/:platform/:slug/',
  /** GET: a Team Leader's view of one agent's tab. */
  agentList: '/api/return-replace-orders/:cet_uid/:platform/:slug/',
  /** GET ?order_id: the carts of one order in a return status. */
  search: '/api/return-replace-orders/search/:platform/',
  /** GET ?cet_uid: the count of every tab. */
  tabCounts: '/api/return-replace-orders/tab-counts/:platform/',
  /** GET ?role&limit&offset: one tab of the warehouse end's list. */
  opsList: '/api/return-replace-ops/:platform/:slug/',
  /** GET: the ops list's tab counts. */
  opsTabCounts: '/api/return-replace-ops/tab-counts/:platform/',
  /** GET: the customer request form of a cart. */
  createData: '/api/customer-requests/:affiliate_id/:id/create/data',
  /** GET: a cart's requests. */
  cartRequests: '/api/customer-requests/:affiliate_id/:cart_pid/get',
  /** POST: cancel a request from the order page (before approval). */
  customerCancel: '/api/customer-requests/cancel/',
  /** POST multipart: raise a request. */
  initiate: '/api/initiate-return-or-replacement/',
  /** GET: one file of a request. */
  requestFile: '/api/customer-requests/:request_id/files/:index',
  approve: '/api/return-or-replacement-approve/',
  process: '/api/return-or-replacement-process/',
  cancel: '/api/cancel-return-or-replacement/',
  changeStatus: '/api/returns/change-return-order-status/',
  changeHoldSubReason: '/api/returns/change-hold-sub-reason/',
} as const;
