/** The console's addresses of the quotation screens (002 section 2). */
export const quotationScreens = {
  search: (term: string) => `/quotation?${new URLSearchParams({ search: term }).toString()}`,
  generate: (leadId: number) => `/generate-quotation/${leadId}`,
  /** A saved quotation: its PDF, Modify Quote and Place Order. */
  view: (leadId: number, quotationRandomId: string) =>
    `/generate-quotation/${leadId}/${encodeURIComponent(quotationRandomId)}`,
  modify: (leadId: number, quotationRandomId: string) =>
    `/generate-quotation/${leadId}/${encodeURIComponent(quotationRandomId)}?type=1`,
  placeOrder: (leadId: number, quotationRandomId: string) =>
    `/order-placement-via-quotation/${leadId}/${encodeURIComponent(quotationRandomId)}`,
  /** An order placed from a quotation, found by Order Search (002 section 2). */
  orderSearch: (orderRandomId: string) =>
    `/order-search?${new URLSearchParams({ orderId: orderRandomId }).toString()}`,
};
