import type { WalletData } from '@backoffice/domain/retail/pos';
import { Checkbox, Group, Paper, Text } from '@mantine/core';
import { formatPaise, formatRupees } from '@/lib/format';
import type { TillAmounts } from '../till-amounts';

/**
 * Wallet credit (002 section 4): the customer's balances; ticking uses what the domain's rule
 * lets this order use (only above a net price of ₹5000, earned credit up to 25% of the cart).
 */
export function WalletCredit({
  wallet,
  amounts,
  ticked,
  onTick,
}: {
  wallet: WalletData;
  amounts: TillAmounts;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
}) {
  const offered = amounts.walletUsablePaise > 0;
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label="Wallet Credit">
      <Group justify="space-between" align="flex-start">
        <Checkbox
          label="Use Wallet Credit"
          description={
            offered
              ? `Uses ${formatPaise(amounts.walletUsablePaise)} on this order`
              : 'Usable on orders with a net price above ₹5,000'
          }
          checked={ticked && offered}
          disabled={!offered}
          onChange={(event) => onTick(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          Balance: earned {formatRupees(wallet.a_balance)} · refund {formatRupees(wallet.b_balance)}
        </Text>
      </Group>
    </Paper>
  );
}
