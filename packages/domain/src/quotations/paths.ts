/** The API paths of leads and quotations (designed where the spec names only the call). */
export const QUOTATION_PATHS = {
  segments: '/api/quotation/customer-segments/',
  settings: '/api/quotation/settings/',
  leads: '/api/quotation/leads/',
  lead: (leadId: number) => `/api/quotation/leads/${leadId}/`,
  leadStatus: (leadId: number) => `/api/quotation/leads/${leadId}/status/`,
  addLead: '/api/quotation/add-customer/',
  generate: '/api/quotation/generate/',
  quotation: (quotationRandomId: string) => `/api/quotation/${quotationRandomId}/`,
  download: '/api/quotation/download/',
  placeOrder: '/api/quotation/place-order/',
  leadSync: '/api/leadsquared/',
  leadSyncPull: '/api/leadsquared/pull/',
  leadSyncPush: '/api/leadsquared/push/',
} as const;

/** The file name a downloaded quotation is saved as (002: {quotation_random_id}.pdf). */
export function quotationFileName(quotationRandomId: string): string {
  return `${quotationRandomId}.pdf`;
}
