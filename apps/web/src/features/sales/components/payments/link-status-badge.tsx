import type { PaymentLinkStatus } from '@backoffice/domain/sales/payments';
import { Badge, type MantineColor } from '@mantine/core';

const COLOURS: Record<PaymentLinkStatus, MantineColor> = {
  pending: 'blue',
  paid: 'green',
  failed: 'orange',
  expired: 'gray',
  cancelled: 'red',
};

const LABELS: Record<PaymentLinkStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** A payment link's (or a COD-to-online request's) status as a person reads it. */
export const linkStatusLabel = (status: PaymentLinkStatus): string => LABELS[status];

/** A payment link's (or a COD-to-online request's) status as a coloured badge. */
export function LinkStatusBadge({ status }: { status: PaymentLinkStatus }) {
  return (
    // The label keeps its full width: a table column may not squeeze it to "Pend…".
    <Badge
      color={COLOURS[status]}
      variant="light"
      tt="none"
      styles={{ label: { overflow: 'visible' } }}
    >
      {LABELS[status]}
    </Badge>
  );
}
