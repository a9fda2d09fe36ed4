import { Button, Group, Radio } from '@mantine/core';
import { useState } from 'react';
import type { DocumentSending, InvoiceRecipient } from './use-document-sending';

/** Chooses who gets the cart's invoice, the customer or the agent, and e-mails it. */
export function SendInvoice({ sending }: { sending: DocumentSending }) {
  const [recipient, setRecipient] = useState<InvoiceRecipient>('cx');
  return (
    <Group align="flex-end" justify="space-between" gap="md">
      <Radio.Group
        label="Send invoice to"
        value={recipient}
        onChange={(value) => setRecipient(value === 'cet' ? 'cet' : 'cx')}
      >
        <Group gap="md" mt={4}>
          <Radio value="cx" label="Customer" />
          <Radio value="cet" label={`Me (${sending.agentEmail})`} />
        </Group>
      </Radio.Group>
      <Button onClick={() => sending.sendInvoice(recipient)} loading={sending.invoicePending}>
        Send Invoice
      </Button>
    </Group>
  );
}
