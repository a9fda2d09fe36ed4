import { INVOICE_DOCUMENT_TYPES, type InvoiceDocument } from '@backoffice/domain/orders';
import { Button, Table, Text } from '@mantine/core';
import { formatDateTime, formatRupees } from '@/lib/format';
import type { DocumentSending } from './use-document-sending';

interface InvoiceTableProps {
  documents: readonly InvoiceDocument[];
  /** Present when the user may e-mail credit notes to the customer. */
  sending?: DocumentSending;
}

/** The cart's invoices and credit notes: number, amount, reason, who raised them and when. */
export function InvoiceTable({ documents, sending }: InvoiceTableProps) {
  return (
    <Table striped aria-label="Invoices and credit notes">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Number</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Amount</Table.Th>
          <Table.Th>Reason</Table.Th>
          <Table.Th>Created</Table.Th>
          {sending && <Table.Th>Send</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((document) => (
          <Table.Tr key={document.invoice_credit_number}>
            <Table.Td>{document.invoice_credit_number}</Table.Td>
            <Table.Td>{document.type}</Table.Td>
            <Table.Td>{formatRupees(document.invoice_credit_amount)}</Table.Td>
            <Table.Td>{document.credit_reason ?? '-'}</Table.Td>
            <Table.Td>
              <Text size="sm">{formatDateTime(document.created_timestamp)}</Text>
              <Text size="xs" c="dimmed">
                {document.created_by_name} ({document.created_by_role})
              </Text>
            </Table.Td>
            {sending && (
              <Table.Td>
                {document.type === INVOICE_DOCUMENT_TYPES.credit_note && (
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Send credit note ${document.invoice_credit_number} to the customer`}
                    loading={sending.isSendingCreditNote(document.invoice_credit_number)}
                    onClick={() => sending.sendCreditNote(document.invoice_credit_number)}
                  >
                    Send
                  </Button>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
