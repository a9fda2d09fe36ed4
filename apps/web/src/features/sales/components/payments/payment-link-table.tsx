import { isLinkPayable, type PaymentLinkView } from '@backoffice/domain/sales/payments';
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { formatDateTime, formatRupees } from '@/lib/format';
import { EmptyState } from '@/components/ui';
import { LinkCountdown } from './link-countdown';
import { LinkStatusBadge } from './link-status-badge';

interface PaymentLinkTableProps {
  links: readonly PaymentLinkView[];
  /** Whether the user may resend and cancel (the actions are hidden otherwise). */
  canChange: boolean;
  resending: string | null;
  onResend: (link: PaymentLinkView) => void;
  onCancel: (link: PaymentLinkView) => void;
}

/** An order's payment links, newest first, with the time each has left and its actions. */
export function PaymentLinkTable({
  links,
  canChange,
  resending,
  onResend,
  onCancel,
}: PaymentLinkTableProps) {
  if (links.length === 0) return <EmptyState text="No payment links sent yet" />;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped aria-label="Payment links" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Transaction id</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Time left</Table.Th>
            <Table.Th>Sent</Table.Th>
            {canChange && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((link) => {
            const changeable = link.status !== 'paid' && link.status !== 'cancelled';
            return (
              <Table.Tr key={link.transaction_id}>
                <Table.Td>
                  <Anchor href={link.url} target="_blank" rel="noreferrer" size="sm">
                    {link.transaction_id}
                  </Anchor>
                  {link.cancel_reason && (
                    <Text size="xs" c="dimmed">
                      Cancelled: {link.cancel_reason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{link.type_label}</Table.Td>
                <Table.Td>{formatRupees(link.amount)}</Table.Td>
                <Table.Td>
                  <LinkStatusBadge status={link.status} />
                </Table.Td>
                <Table.Td>
                  <LinkCountdown createdAt={link.created_at} status={link.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(link.created_at)}</Text>
                  <Text size="xs" c="dimmed">
                    to {link.sent_to}
                    {link.created_by ? ` by ${link.created_by.name}` : ''}
                  </Text>
                </Table.Td>
                {canChange && (
                  <Table.Td>
                    {changeable && (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="light"
                          loading={resending === link.transaction_id}
                          onClick={() => onResend(link)}
                        >
                          {isLinkPayable(link.status) ? 'Resend' : 'Send new link'}
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="light"
                          color="red"
                          onClick={() => onCancel(link)}
                        >
                          Cancel
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
