import { QUOTATION_MESSAGES as M } from '@backoffice/domain/quotations';
import { screen, waitFor } from '@testing-library/react';
import { useFormContext } from 'react-hook-form';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aQuotation } from '@/features/quotations/testing/lead-fixtures';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi, type ApiCall, type ApiReply } from '@/lib/testing/mock-api';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { OrderPlacementViaQuotationScreen } from './order-placement-via-quotation-screen';
import type { PaymentFormValues } from './payment-fields';

type Handler = ApiReply | ((call: ApiCall) => ApiReply);

/** Stands in for the console's payment form: a button that chooses COD. */
function FakePaymentFields() {
  const { setValue } = useFormContext<PaymentFormValues>();
  return (
    <button type="button" onClick={() => setValue('payment.payment_type', 'COD')}>
      Pay by COD
    </button>
  );
}

const PATH = '/order-placement-via-quotation/7/QTA1B2C3D4E5';

const open = (handlers: Record<string, Handler>) => {
  rememberSignIn('sign-in-1');
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ login_id: 14, login_role: 'Partnerships' }) },
    'GET /pincode/details/560025/': {
      body: {
        pincode: '560025',
        city: 'Bengaluru',
        state: 'Karnataka',
        serviceable: true,
        oda: false,
        cod_available: true,
        edd_days: 3,
      },
    },
    ...handlers,
  });
  const view = renderAsApp(
    <Routes>
      <Route
        path="/order-placement-via-quotation/:leadId/:quotationId"
        element={<OrderPlacementViaQuotationScreen PaymentFields={FakePaymentFields} />}
      />
    </Routes>,
    PATH,
  );
  return { calls, ...view };
};

describe('/order-placement-via-quotation/:leadId/:quotationId', () => {
  it('places the order at the quoted total and links it to Order Search', async () => {
    const sent: unknown[] = [];
    const { user } = open({
      'GET /quotation/QTA1B2C3D4E5/': { body: aQuotation() },
      'POST /quotation/place-order/': (call) => {
        sent.push(call.body);
        return {
          body: {
            success: true,
            message: M.placed,
            order_random_id: 'K7Q2M9XA',
            quotation_random_id: 'QTA1B2C3D4E5',
            lead_id: 7,
            total_payable: 21240,
            payment_link: null,
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay by COD' }));
    // The address is the quotation's; the landmark is the one thing the order adds.
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Landmark is Required!')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Landmark' }), 'Near the park');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const link = await screen.findByRole('link', { name: 'K7Q2M9XA' });
    expect(link.getAttribute('href')).toBe('/order-search?orderId=K7Q2M9XA');
    expect(sent).toEqual([
      expect.objectContaining({
        lead_id: 7,
        quotation_random_id: 'QTA1B2C3D4E5',
        version: 1,
        total_payable: 21240,
        is_billing_address_same: true,
        payment: { payment_type: 'COD', payment_via: null, payment_tracking_id: null },
        shipping_address: expect.objectContaining({
          firstname: 'Anita',
          lastname: 'Desai',
          mobile_number: '9876543210',
          pincode: '560025',
        }),
      }),
    ]);
  });

  it('tells an expired quotation and offers no Place Order', async () => {
    open({
      'GET /quotation/QTA1B2C3D4E5/': {
        body: aQuotation({ is_expired: true, can_place_order: false, valid_until: '2026-11-01' }),
      },
    });
    expect(await screen.findByText(M.expired('1 Nov, 2026'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull());
  });
});
