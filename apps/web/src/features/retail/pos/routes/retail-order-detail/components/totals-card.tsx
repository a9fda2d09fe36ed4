import { fromWireRupees } from '@backoffice/domain/core/money';
import type { PosOrderDetail } from '@backoffice/domain/retail/pos';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatPaise } from '@/lib/format';
import type { TillAmounts } from '../till-amounts';

function Row({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <Group justify="space-between" role="group" aria-label={label}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {formatPaise(paise)}
      </Text>
    </Group>
  );
}

/**
 * The order's totals: the server's MRP, discount, net price and delivery, then what the till takes
 * off (wallet credit, bank offer, gift card) and the amount to pay. A placed order shows what it
 * was placed with.
 */
export function TotalsCard({
  order,
  amounts,
  readOnly,
}: {
  order: PosOrderDetail;
  amounts: TillAmounts;
  readOnly: boolean;
}) {
  const wallet = readOnly
    ? fromWireRupees(order.wallet_point_a + order.wallet_point_b)
    : amounts.walletUsedPaise;
  const bank = readOnly ? fromWireRupees(order.bank_offer_saving) : amounts.bankOfferSavingPaise;
  const gift = readOnly ? fromWireRupees(order.giftcard_amount) : amounts.giftCardPaise;
  const final = readOnly ? fromWireRupees(order.final_amount) : amounts.finalPaise;
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label="Order Totals">
      <Stack gap={4}>
        <Row label="Total MRP" paise={fromWireRupees(order.total_net_mrp)} />
        <Row label="Total Discount" paise={fromWireRupees(order.total_net_discount)} />
        {order.coupon_discount > 0 && (
          <Row label="Coupon Discount" paise={fromWireRupees(order.coupon_discount)} />
        )}
        <Row label="Net Price" paise={fromWireRupees(order.total_net_price)} />
        <Row label="Delivery Charges" paise={fromWireRupees(order.total_delivery_charges)} />
        {wallet > 0 && <Row label="Wallet Credit" paise={wallet} />}
        {bank > 0 && <Row label="Bank Offer Saving" paise={bank} />}
        {gift > 0 && <Row label="Gift Card" paise={gift} />}
        <Row label="Amount to Pay" paise={final} strong />
      </Stack>
    </Paper>
  );
}
