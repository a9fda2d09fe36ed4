import {
  INVOICE_DOCUMENT_TYPES,
  type OrderCart,
  type OrderDetails,
} from '@backoffice/domain/orders';
import { Stack } from '@mantine/core';
import { useInvoiceHistory } from '../api/get-invoice-history';
import { InvoiceTable } from './invoice-table';
import { SendInvoice } from './send-invoice';
import { useDocumentSending } from './use-document-sending';
import { QueryView } from '@/components/ui';

interface InvoiceHistoryPopupProps {
  order: OrderDetails;
  cart: OrderCart;
}

/** A cart's invoices and credit notes; the invoice and each credit note can be e-mailed. */
export function InvoiceHistoryPopup({ order, cart }: InvoiceHistoryPopupProps) {
  const history = useInvoiceHistory(cart.cart_pid);
  const sending = useDocumentSending(order, cart);
  return (
    <QueryView
      query={history}
      isEmpty={(data) => data.results.length === 0}
      emptyText="Credit History Not Found!"
    >
      {({ results }) => (
        <Stack gap="md">
          {sending.maySend && results.some((d) => d.type === INVOICE_DOCUMENT_TYPES.invoice) && (
            <SendInvoice sending={sending} />
          )}
          <InvoiceTable documents={results} sending={sending.maySend ? sending : undefined} />
        </Stack>
      )}
    </QueryView>
  );
}
