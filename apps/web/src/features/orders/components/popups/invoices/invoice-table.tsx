import { INVOICE_DOCUMENT_TYPES, type InvoiceDocument } from '@backoffice/domain/orders';
import { Button, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatDateTime, formatRupees } from '@/lib/format';
import type { DocumentSending } from './use-document-sending';

const createdBy = (document: InvoiceDocument) =>
  `${document.created_by_name} (${document.created_by_role})`;

const COLUMNS: readonly DataTableColumn<InvoiceDocument>[] = [
  {
    id: 'invoice_credit_number',
    header: 'Number',
    text: (document) => document.invoice_credit_number,
    minWidth: 110,
  },
  { id: 'type', header: 'Type', text: (document) => document.type, minWidth: 84, grow: 0 },
  {
    id: 'invoice_credit_amount',
    header: 'Amount',
    text: (document) => formatRupees(document.invoice_credit_amount),
    minWidth: 84,
    grow: 0,
    align: 'end',
  },
  {
    id: 'credit_reason',
    header: 'Reason',
    text: (document) => document.credit_reason ?? '-',
    minWidth: 90,
    grow: 2,
  },
  {
    id: 'created_timestamp',
    header: 'Created',
    text: (document) => `${formatDateTime(document.created_timestamp)}, ${createdBy(document)}`,
    render: (document) => (
      <>
        <Text inherit>{formatDateTime(document.created_timestamp)}</Text>
        <Text size="xs" c="dimmed">
          {createdBy(document)}
        </Text>
      </>
    ),
    minWidth: 156,
    grow: 0,
    // The date, and who raised the document under it.
    wrap: true,
  },
];

const sendColumn = (sending: DocumentSending): DataTableColumn<InvoiceDocument> => ({
  id: 'send',
  header: 'Send',
  text: () => '',
  render: (document) =>
    document.type === INVOICE_DOCUMENT_TYPES.credit_note && (
      <Button
        size="compact-xs"
        variant="light"
        aria-label={`Send credit note ${document.invoice_credit_number} to the customer`}
        loading={sending.isSendingCreditNote(document.invoice_credit_number)}
        onClick={() => sending.sendCreditNote(document.invoice_credit_number)}
      >
        Send
      </Button>
    ),
  minWidth: 60,
  grow: 0,
});

interface InvoiceTableProps {
  documents: readonly InvoiceDocument[];
  /** Present when the user may e-mail credit notes to the customer. */
  sending?: DocumentSending;
}

/** The cart's invoices and credit notes: number, amount, reason, who raised them and when. */
export function InvoiceTable({ documents, sending }: InvoiceTableProps) {
  // The Send column follows each credit note's sending, so it is made with every render.
  const columns = sending ? [...COLUMNS, sendColumn(sending)] : COLUMNS;
  return (
    <DataTable
      placement="popup"
      label="Invoices and credit notes"
      tableId="orders.invoices"
      columns={columns}
      rows={documents}
      rowId={(document) => document.invoice_credit_number}
      emptyText="Credit History Not Found!"
    />
  );
}
