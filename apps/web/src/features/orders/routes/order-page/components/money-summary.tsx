import {
  BILL_STATE_LABELS,
  type BillingDetails,
  type BillState,
  type OrderDetails,
} from '@backoffice/domain/orders';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryView, usePopup } from '@/components/ui';
import { useOrderBill } from '@/features/orders/api/get-order-bill';
import { useCan } from '@/lib/access';
import { formatRupees } from '@/lib/format';
import { openOrderAction, useOrderPageContributions } from '@/lib/order-page';
import { Field, FieldList } from './field-list';

const STATE_COLORS: Record<BillState, string> = {
  paid: 'green',
  'partly-paid': 'yellow',
  unpaid: 'red',
  refunded: 'grape',
  'nothing-due': 'gray',
};

/**
 * The order's money at a glance, from its bill (billing-details): what it costs, what was paid
 * by each mode (each opening the order's payment records), the open links, what is due and what
 * was refunded, and whether it is paid. Cancelled carts owe nothing here.
 */
export function MoneySummary({ order }: { order: OrderDetails }) {
  const bill = useOrderBill(order.order_random_id);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Money">
      <QueryView
        query={bill}
        isEmpty={(data) => data.items.length === 0}
        emptyText="No Cart Items Found..."
      >
        {(data) => <Bill order={order} bill={data} />}
      </QueryView>
    </Paper>
  );
}

function Bill({ order, bill }: { order: OrderDetails; bill: BillingDetails }) {
  const links = bill.pending_links.length;
  const asked = formatRupees(bill.pending_links_total);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Title order={2} size="h5">
          Money
        </Title>
        <Badge
          color={STATE_COLORS[bill.payment_state]}
          role="status"
          aria-label={`Payment state: ${BILL_STATE_LABELS[bill.payment_state]}`}
        >
          {BILL_STATE_LABELS[bill.payment_state]}
        </Badge>
      </Group>
      <FieldList cols={{ base: 2, sm: 4, md: 8 }}>
        <Field label="Total">{formatRupees(bill.items_total)}</Field>
        <Field label="Discounts">{formatRupees(bill.discount)}</Field>
        <Field label="Delivery charges">{formatRupees(bill.delivery_charges)}</Field>
        <Field label="ODA charges">{formatRupees(bill.oda_charges)}</Field>
        <Field label="Payable">{formatRupees(bill.payable)}</Field>
        <Field label="Paid">
          <PaidByMode order={order} bill={bill} />
        </Field>
        <Field label="Due">{formatRupees(bill.due)}</Field>
        <Field label="Refunded">{formatRupees(bill.refunded)}</Field>
      </FieldList>
      <Text size="sm" c={links > 0 ? 'orange.8' : 'dimmed'}>
        {links === 0
          ? 'No payment link is open'
          : `Pending links (${links}): ${asked} asked, not yet paid`}
      </Text>
    </Stack>
  );
}

/**
 * The amount paid and, per mode, a link to the order's payment records (when the user may open
 * them; plain text otherwise).
 */
function PaidByMode({ order, bill }: { order: OrderDetails; bill: BillingDetails }) {
  const popup = usePopup();
  const allows = useCan();
  const { paymentRecords } = useOrderPageContributions();
  const records = paymentRecords && allows(paymentRecords.capability) ? paymentRecords : null;
  return (
    <Stack gap={2}>
      <span>{formatRupees(bill.paid)}</span>
      {bill.paid_by_mode.map(({ mode, amount }) => {
        const text = `${mode} ${formatRupees(amount)}`;
        return records ? (
          <Anchor
            key={mode}
            component="button"
            type="button"
            size="xs"
            onClick={() => openOrderAction(popup, records, { order })}
          >
            {text}
          </Anchor>
        ) : (
          <Text key={mode} size="xs" c="dimmed">
            {text}
          </Text>
        );
      })}
    </Stack>
  );
}
