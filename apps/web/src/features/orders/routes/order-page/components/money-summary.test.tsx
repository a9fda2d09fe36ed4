import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  OrderPageContributionsProvider,
  useOrderRefresh,
  type OrderPageAction,
} from '@/lib/order-page';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { aBill, anOrder } from '@/lib/testing/order-fixtures';
import { signedInWith } from '@/lib/testing/signed-in';
import { MoneySummary } from './money-summary';

/** Stands in for the sales area's payment records: a payment recorded refreshes the order. */
function PaymentRecords() {
  const refresh = useOrderRefresh('K7Q2M9XA');
  return <Button onClick={() => refresh({ lists: false })}>Record payment</Button>;
}

const paymentRecords: OrderPageAction = {
  key: 'payment-links',
  label: 'Payment Links',
  title: 'Payment Links',
  capability: 'orders:search',
  render: () => <PaymentRecords />,
};

const partlyPaid = aBill({
  paid_by_mode: [
    { mode: 'Juspay', amount: 5000 },
    { mode: 'Retail Affiliate', amount: 1000 },
  ],
  paid: 6000,
  due: 6999,
  payment_state: 'partly-paid',
});
const paid = aBill({
  paid_by_mode: [{ mode: 'Juspay', amount: 12999 }],
  paid: 12999,
  due: 0,
  payment_state: 'paid',
});

function showMoney(bills: ReturnType<typeof aBill>[], records?: OrderPageAction) {
  let read = 0;
  const { calls } = signedInWith('CET', {
    'GET /billing-details/': () => ({ body: bills[Math.min(read++, bills.length - 1)] }),
  });
  const view = renderAsApp(
    <OrderPageContributionsProvider
      contributions={{ orderActions: [], cartActions: [], paymentRecords: records }}
    >
      <MoneySummary order={anOrder()} />
    </OrderPageContributionsProvider>,
    '/ORDERK7Q2M9XA',
  );
  return { calls, ...view };
}

describe('MoneySummary', () => {
  it('asks the bill of the order and shows each mode paid, opening the payment records', async () => {
    const { user, calls } = showMoney([partlyPaid], paymentRecords);
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(
      await within(money).findByRole('status', { name: 'Payment state: Partly paid' }),
    ).toBeTruthy();
    expect(calls).toContainEqual(expect.objectContaining({ path: '/billing-details/' }));
    await user.click(
      await within(money).findByRole('button', { name: 'Retail Affiliate ₹1,000.00' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Payment Links' })).toBeTruthy();
  });

  it('reads the bill again after a payment is recorded, and shows it Paid', async () => {
    const { user } = showMoney([partlyPaid, paid], paymentRecords);
    const money = await screen.findByRole('region', { name: 'Money' });
    await user.click(await within(money).findByRole('button', { name: 'Juspay ₹5,000.00' }));
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    expect(await within(money).findByRole('status', { name: 'Payment state: Paid' })).toBeTruthy();
    expect(within(money).getByText('Juspay ₹12,999.00')).toBeTruthy();
  });

  it('shows the modes as plain text where no payment records can be opened', async () => {
    showMoney([partlyPaid]);
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(await within(money).findByText('Juspay ₹5,000.00')).toBeTruthy();
    expect(within(money).queryByRole('button')).toBeNull();
  });

  it("shows a pincode's delivery charge and the ODA charge each under its own label", async () => {
    showMoney([aBill({ delivery_charges: 1497, oda_charges: 1500, payable: 15996, due: 15996 })]);
    const money = await screen.findByRole('region', { name: 'Money' });
    const valueOf = async (label: string) =>
      (await within(money).findByText(label)).nextElementSibling?.textContent;
    expect(await valueOf('Delivery charges')).toBe('₹1,497.00');
    expect(await valueOf('ODA charges')).toBe('₹1,500.00');
  });

  it('says so when the order has no cart to bill', async () => {
    showMoney([aBill({ items: [], payable: 0, due: 0, payment_state: 'nothing-due' })]);
    await waitFor(() => expect(screen.getByText('No Cart Items Found...')).toBeTruthy());
  });
});
