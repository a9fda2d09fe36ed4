/**
 * The console's public page where a customer enters the bank account a refund is paid to, from
 * the link Finance sends (refunds/send-bank-details-form-url). It needs no staff sign-in: the
 * link's token names the refund. The server builds the link with `refundBankLinkPagePath`; the
 * web app routes `REFUND_BANK_LINK_PAGE_ROUTE` outside the signed-in shell.
 */
export const REFUND_BANK_LINK_PAGE_ROUTE = '/refund-bank-details/:token';

/** The page's address for a link's token, as the customer's message carries it after the host. */
export function refundBankLinkPagePath(token: string): string {
  return REFUND_BANK_LINK_PAGE_ROUTE.replace(':token', encodeURIComponent(token));
}
