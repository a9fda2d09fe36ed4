import type { TRefundDetailsResponse } from '@backoffice/domain/refunds';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime, formatRupees } from '@/lib/format';
import { AutomationBadge, RefundStatusBadge } from './refund-badges';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The refund details: the refund, its customer and cart, the cart's money and its history. */
export function RefundSummary({ details }: { details: TRefundDetailsResponse }) {
  const { refund, customer, cart, payment, open_trouble: trouble } = details;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={3} spacing="sm" verticalSpacing="xs">
        <Fact label="Category">{refund.category_label}</Fact>
        <Fact label="Amount">{formatRupees(refund.amount)}</Fact>
        <Fact label="Status">
          <RefundStatusBadge status={refund.status} label={refund.status_label} />
        </Fact>
        <Fact label="Automation">
          <AutomationBadge status={refund.automation_status} />
        </Fact>
        <Fact label="Raised">
          {`${formatDateTime(refund.created_at)}${refund.raised_by ? ` by ${refund.raised_by.name}` : ''}`}
        </Fact>
        <Fact label="Customer">{`${customer.name} · ${customer.mobile_number}`}</Fact>
        <Fact label="Item">{`${cart.item_name} (${cart.item_sku}) x ${cart.item_quantity}`}</Fact>
        <Fact label="Cart Status">{cart.status_label}</Fact>
        <Fact label="Paid">{formatRupees(payment.order_paid)}</Fact>
        <Fact label="Refunded">{formatRupees(payment.cart_refunded)}</Fact>
        <Fact label="Left to Refund">{formatRupees(payment.refundable)}</Fact>
        {trouble && <Fact label="Open Trouble">{trouble.trouble_reason_label}</Fact>}
      </SimpleGrid>
      {refund.comments && <Text size="sm">{refund.comments}</Text>}
      <Title order={4} size="h6">
        History
      </Title>
      {details.events.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has happened to this refund yet.
        </Text>
      ) : (
        <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {details.events.map((event) => (
            <Text key={`${event.at}-${event.sentence}`} size="sm" component="li">
              <Text span c="dimmed" inherit>
                {`${formatDateTime(event.at)}: `}
              </Text>
              {event.sentence}
              {event.comments ? ` (${event.comments})` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
