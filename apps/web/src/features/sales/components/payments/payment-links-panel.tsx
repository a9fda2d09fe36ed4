import type { PaymentLinkView } from '@backoffice/domain/sales/payments';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { usePaymentLinkWrites } from './api/payment-link-writes';
import { CancelLinkForm } from './cancel-link-form';
import { PaymentLinkTable } from './payment-link-table';

interface PaymentLinksPanelProps {
  orderRandomId: string;
  links: readonly PaymentLinkView[];
  canChange: boolean;
  /** Reloads what the screen shows of the order after a change. */
  onChanged?: () => void;
}

/** An order's links with Resend and Cancel (the reason and its confirmation in place). */
export function PaymentLinksPanel({
  orderRandomId,
  links,
  canChange,
  onChanged,
}: PaymentLinksPanelProps) {
  const writes = usePaymentLinkWrites(orderRandomId, onChanged);
  const [cancelling, setCancelling] = useState<PaymentLinkView | null>(null);
  if (cancelling) {
    return (
      <Stack gap="sm">
        <Title order={4}>Cancel payment link {cancelling.transaction_id}</Title>
        <CancelLinkForm
          subject={`payment link ${cancelling.transaction_id}`}
          pending={writes.cancel.isPending}
          onBack={() => setCancelling(null)}
          onConfirm={(comments) =>
            writes.cancel.mutate(
              {
                transaction_id: cancelling.transaction_id,
                type: cancelling.type,
                comments,
                version: cancelling.version,
              },
              { onSettled: () => setCancelling(null) },
            )
          }
        />
      </Stack>
    );
  }
  return (
    <PaymentLinkTable
      links={links}
      canChange={canChange}
      resending={writes.resend.isPending ? (writes.resend.variables?.transaction_id ?? null) : null}
      onResend={(link) =>
        writes.resend.mutate({ transaction_id: link.transaction_id, version: link.version })
      }
      onCancel={setCancelling}
    />
  );
}
