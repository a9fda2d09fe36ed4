import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anOrder } from '@/lib/testing/order-fixtures';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { signedInWith } from '@/lib/testing/signed-in';
import { PaymentTypePopup } from './payment-type-popup';

const PATH = 'POST /backoffice-payment-type-changed-orders/';
const VIA_REFUSED = 'This payment via is not allowed for you';

function openPopup(refuseVia = false) {
  const close = vi.fn();
  const { calls } = signedInWith('CET,OC', {
    [PATH]: refuseVia
      ? {
          status: 400,
          body: {
            code: 'VALIDATION',
            error_code: 'sales.via_not_allowed',
            error: VIA_REFUSED,
            fields: { 'payment.payment_via': VIA_REFUSED },
          },
        }
      : {
          body: {
            success: true,
            message: 'Payment links sent for the carts',
            payment_type: 'COD',
            version: 5,
            request: null,
          },
        },
  });
  const view = renderWithQuery(
    <PaymentTypePopup order={anOrder({ version: 4 })} close={close} />,
    '/ORDERK7Q2M9XA',
  );
  const sent = () => calls.filter((c) => `${c.method} ${c.path}` === PATH).map((c) => c.body);
  return { ...view, close, sent };
}

async function chooseOnlineJuspay(user: ReturnType<typeof openPopup>['user']) {
  await user.click(screen.getByRole('radio', { name: 'ONLINE' }));
  await user.click(screen.getByRole('textbox', { name: 'Payment Via' }));
  await user.click(await screen.findByRole('option', { name: 'Juspay' }));
}

describe('the payment type popup', () => {
  it('asks for a payment type, then sends the order version and the payment form', async () => {
    const { user, close, sent } = openPopup();
    await user.click(screen.getByRole('button', { name: 'Update Payment Type' }));
    expect(await screen.findByText('Required!')).toBeDefined();
    expect(sent()).toEqual([]);

    await chooseOnlineJuspay(user);
    await user.click(screen.getByRole('button', { name: 'Update Payment Type' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(sent()).toEqual([
      {
        order_random_id: 'K7Q2M9XA',
        version: 4,
        payment: { payment_type: 'ONLINE', payment_via: 'Juspay', payment_tracking_id: null },
      },
    ]);
  });

  it("shows the server's refusal of a field under it and stays open", async () => {
    const { user, close, sent } = openPopup(true);
    await chooseOnlineJuspay(user);
    await user.click(screen.getByRole('button', { name: 'Update Payment Type' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    const via = screen.getByRole('textbox', { name: 'Payment Via' });
    await waitFor(() => expect(via.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(VIA_REFUSED).length).toBeGreaterThan(0);
    expect(close).not.toHaveBeenCalled();
  });
});
