import type { QuotationTotalsAnswer } from '@backoffice/domain/quotations';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatRupees } from '@/lib/format';

function Row({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ff="monospace">
        {formatRupees(value)}
      </Text>
    </Group>
  );
}

/** The quotation's totals as the server priced them: the order's total payable. */
export function QuotedTotals({ totals }: { totals: QuotationTotalsAnswer }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Quoted totals">
      <Stack gap={6}>
        <Title order={4}>Totals</Title>
        <Row label="Gross amount" value={totals.gross_amount} />
        <Row label="Discount" value={totals.discount_amount} />
        <Row label="Delivery charges" value={totals.delivery_charges} />
        <Divider />
        <Row label="Taxable value" value={totals.taxable_value} />
        {totals.supply_kind === 'intra' ? (
          <>
            <Row label="CGST" value={totals.cgst} />
            <Row label="SGST" value={totals.sgst} />
          </>
        ) : (
          <Row label="IGST" value={totals.igst} />
        )}
        <Divider />
        <Row label="Total payable (GST included)" value={totals.grand_total} strong />
        <Text size="sm" fs="italic">
          {totals.amount_in_words}
        </Text>
      </Stack>
    </Paper>
  );
}
