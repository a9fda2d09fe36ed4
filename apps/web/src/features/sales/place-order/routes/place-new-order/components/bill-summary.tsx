import { fromWireRupees } from '@backoffice/domain/core/money';
import type { CouponCartDetailsResponse } from '@backoffice/domain/sales/coupons';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPaise, formatRupees } from '@/lib/format';

interface BillSummaryProps {
  bill: CouponCartDetailsResponse | undefined;
  error: Error | null;
  /** Rupees the gift card pays (an online order only). */
  giftCard: number;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} aria-label={label}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The bill as the server prices it (000 section 3: lines at MRP with a coupon, net = total less
 * discounts), with delivery and ODA charges, the gift card and what is left to pay.
 */
export function BillSummary({ bill, error, giftCard }: BillSummaryProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Bill">
      <Stack gap={6}>
        <Title order={4}>Bill</Title>
        {error && <Alert color="red">{error.message}</Alert>}
        {!bill && !error && (
          <Text c="dimmed">The bill shows once products and the pincode are in.</Text>
        )}
        {bill && (
          <>
            <Row label="Total" value={formatRupees(bill.totals.total)} />
            <Row label="Discount" value={formatRupees(bill.totals.discount)} />
            <Row label="Net" value={formatRupees(bill.totals.net)} />
            <Row
              label="Delivery & ODA charges"
              value={formatRupees(bill.totals.total_delivery_charges)}
            />
            <Row label="Total payable" value={formatRupees(bill.totals.final_amount)} strong />
            {giftCard > 0 && <Row label="Gift card" value={formatRupees(-giftCard)} />}
            {giftCard > 0 && (
              <Row
                label="To pay"
                value={formatPaise(fromWireRupees(bill.totals.final_amount - giftCard))}
                strong
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
