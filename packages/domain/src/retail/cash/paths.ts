/** The API paths of store cash and retail sessions (docs/retail.md). */
export const RETAIL_CASH_PATHS = {
  /** POST: a Retail Agent starts or ends their session (the profile menu). */
  agentSessionStart: '/api/retail/sessions/ra/start/',
  agentSessionEnd: '/api/retail/sessions/ra/end/',
  /** GET: the Retail Manager's session dashboard; POST .../start/ and .../end/. */
  managerSession: '/api/retail/sessions/rm/',
  managerSessionStart: '/api/retail/sessions/rm/start/',
  managerSessionEnd: '/api/retail/sessions/rm/end/',
  /** GET ?payment_mode=&start_date=&end_date=: the agent's daily cash report. */
  agentDashboard: '/api/retail/cash/ra/',
  agentSubmit: '/api/retail/cash/ra/submit/',
  agentFloat: '/api/retail/cash/ra/float/',
  /** GET ?payment_mode=&start_date=&end_date=: the manager's daily cash report. */
  managerDashboard: '/api/retail/cash/rm/',
  /** POST: the manager's count of the store's cash: 1 confirm (banked), 2 dispute. */
  managerSubmit: '/api/retail/cash/rm/submit/',
  managerFloat: '/api/retail/cash/rm/float/',
  managerTransit: '/api/retail/cash/rm/transit/',
  /** POST: resolve an open dispute (:dispute_id). */
  resolveDispute: (disputeId: number) => `/api/retail/cash/rm/disputes/${disputeId}/resolve/`,
  resolveDisputeRoute: '/api/retail/cash/rm/disputes/:dispute_id/resolve/',
  /** GET ?date=: cash held per person and in transit through the day, for the chart. */
  holdings: '/api/retail/cash/rm/holdings/',
  /** POST: the cash report as .xlsx by e-mail. */
  reportEmail: '/api/retail/cash/report-email/',
} as const;
