import type { OrderCart, OrderDetails, TSendInvoiceRequest } from '@backoffice/domain/orders';
import { useCan } from '@/lib/access';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { useSendCreditNote } from '../api/send-credit-note';
import { useSendInvoice } from '../api/send-invoice';

/** Who the cart's invoice is e-mailed to: the customer (cx) or the signed-in agent (cet). */
export type InvoiceRecipient = TSendInvoiceRequest['to'];

/**
 * E-mails the cart's invoice (to the customer or the agent) or one of its credit notes (to the
 * customer). Sending is an order-page action: only users who may work the order see it.
 */
export function useDocumentSending(order: OrderDetails, cart: OrderCart) {
  const { user } = useCurrentUser();
  const allows = useCan();
  const invoice = useSendInvoice(order.order_random_id);
  const creditNote = useSendCreditNote(order.order_random_id);
  const cartIds = { affiliate_id: order.affiliate_id, cart_pri_id: cart.cart_pid };

  return {
    maySend: allows('orders:send-documents'),
    agentEmail: user?.email ?? '',
    invoicePending: invoice.isPending,
    sendInvoice: (to: InvoiceRecipient) =>
      invoice.mutate({ ...cartIds, to, cet_email: user?.email }),
    /** Whether this credit note's send is under way. */
    isSendingCreditNote: (number: string) =>
      creditNote.isPending && creditNote.variables.credit_number === number,
    sendCreditNote: (number: string) => creditNote.mutate({ ...cartIds, credit_number: number }),
  };
}

export type DocumentSending = ReturnType<typeof useDocumentSending>;
