import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPaise } from '@/lib/format';
import type { DraftTotals } from '../quotation-draft';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="md">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ff="monospace" aria-label={label}>
        {value}
      </Text>
    </Group>
  );
}

interface QuotationTotalsPanelProps {
  preview: DraftTotals;
  /** The place of supply (the delivery pincode's state), or null before it is known. */
  deliveryState: string | null;
  dispatchState: string;
}

/**
 * The quotation's totals as the server will price them (the domain's functions): gross,
 * discount, delivery, the taxable value, the GST split by the place of supply, the grand total
 * and the grand total in words.
 */
export function QuotationTotalsPanel({
  preview,
  deliveryState,
  dispatchState,
}: QuotationTotalsPanelProps) {
  const { totals, words } = preview;
  const intra = totals.tax.kind === 'intra';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Totals">
      <Stack gap={6}>
        <Title order={4}>Totals</Title>
        <Row label="Gross amount" value={formatPaise(totals.gross_paise)} />
        <Row label="Discount" value={`− ${formatPaise(totals.discount_paise)}`} />
        <Row label="Delivery charges" value={formatPaise(totals.delivery_charges_paise)} />
        <Divider />
        <Row label="Taxable value" value={formatPaise(totals.taxable_paise)} />
        {intra ? (
          <>
            <Row label="CGST" value={formatPaise(totals.tax.cgst_paise)} />
            <Row label="SGST" value={formatPaise(totals.tax.sgst_paise)} />
          </>
        ) : (
          <Row label="IGST" value={formatPaise(totals.tax.igst_paise)} />
        )}
        <Text size="xs" c="dimmed">
          {deliveryState
            ? `${intra ? 'Intra-state' : 'Inter-state'} supply: dispatched from ${dispatchState}, delivered in ${deliveryState}.`
            : 'Type the delivery pincode to split the tax by the place of supply.'}
        </Text>
        <Divider />
        <Row
          label="Grand total (GST included)"
          value={formatPaise(totals.grand_total_paise)}
          strong
        />
        <Text size="sm" fs="italic" aria-label="Grand total in words">
          {words}
        </Text>
      </Stack>
    </Paper>
  );
}
