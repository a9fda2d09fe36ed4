import {
  cashReceivedMessage,
  PAYMENT_MODE,
  PAYMENT_MODES,
  POS_MESSAGES,
  RETAIL_POS_PATHS,
  type PosOrderDetailAnswer,
} from '@backoffice/domain/retail/pos';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TillStaleProvider } from '@/features/retail/pos/till-stale';
import { mockApi, type ApiReply } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import type { TillAmounts } from '../till-amounts';
import type { TillOrder } from '../till-context';
import { PaymentPanel } from './payment-panel';

const ID = 'K7Q2M9XA';
const api = (path: string) => path.replace(/^\/api/, '');

// One line delivered to the selected address, so cash at store and payment id are offered.
const answer = {
  order_detail: {
    order_random_id: ID,
    version: 4,
    coupon_code: null,
    pincode: '560001',
    order_created_by_id: 7,
    total_net_mrp: 2400,
    total_net_discount: 0,
    total_net_price: 2400,
    total_delivery_charges: 0,
    cart_detail: [{ id: 11, is_instant_invoice: 0, docket_data: { cod_delivery_possible: true } }],
  },
  user_addresses: [{ is_selected: true, shipping_address_details: { address_id: 31 } }],
  coupon_detail: null,
} as unknown as PosOrderDetailAnswer;

const amounts: TillAmounts = {
  netPricePaise: 240_000,
  orderTotalPaise: 240_000,
  walletAPaise: 0,
  walletBPaise: 0,
  walletUsedPaise: 0,
  walletUsablePaise: 0,
  bankOfferSavingPaise: 0,
  payableBeforeGiftCardPaise: 240_000,
  giftCardPaise: 0,
  giftCardOutdated: false,
  finalPaise: 240_000,
};

const till: TillOrder = { answer, orderRandomId: ID, version: 4, readOnly: false };

function open(placed: ApiReply) {
  const calls = mockApi({
    [`GET ${api(RETAIL_POS_PATHS.paymentModes(ID))}`]: {
      body: {
        payment_modes: PAYMENT_MODES.map(({ id, label }) => ({ id, label })),
        pos_machine_details: [{ device_number: 'POS-1', is_default_device: true }],
        bank_coupon_applied: false,
      },
    },
    [`GET ${api(RETAIL_POS_PATHS.agentMembers(ID))}`]: {
      body: { data: [{ login_id: 7, email: 'agent@store.example', name: 'Agent' }] },
    },
    [`GET ${api(RETAIL_POS_PATHS.activeOffers(ID))}`]: { body: { data: [] } },
    [`POST ${api(RETAIL_POS_PATHS.placeOrder)}`]: placed,
  });
  renderWithQuery(
    <TillStaleProvider orderRandomId={ID}>
      <PaymentPanel
        till={till}
        amounts={amounts}
        bankOffer={null}
        onBankOffer={() => undefined}
        giftCard={null}
        giftCardPending={false}
        onPlaced={() => undefined}
      />
    </TillStaleProvider>,
    `/retail-order-detail/${ID}/`,
  );
  return calls;
}

async function payCash(typed: string) {
  fireEvent.click(await screen.findByRole('radio', { name: 'Cash at Store' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Cash Received' }), {
    target: { value: typed },
  });
}

async function chooseAgent() {
  fireEvent.click(screen.getByRole('textbox', { name: 'Agent' }));
  fireEvent.click(await screen.findByRole('option', { name: 'agent@store.example' }));
}

const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });

describe('the till payment form', () => {
  it('asks for at least the total in cash, shows the change and places the order in paise-exact rupees', async () => {
    const calls = open({
      body: { success: true, message: 'Order placed', order_random_id: ID },
    });
    await payCash('2000');
    expect(await screen.findByText(cashReceivedMessage(200_000, 240_000) ?? '')).toBeDefined();
    expect(placeOrder()).toHaveProperty('disabled', true);
    await payCash('2500.50');
    expect(screen.getByRole('status', { name: 'Change to Return' }).textContent).toBe(
      'Change to return: ₹100.50',
    );
    await chooseAgent();
    fireEvent.click(placeOrder());
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      order_random_id: ID,
      version: 4,
      AllowedPaymentMode: PAYMENT_MODE.cashAtStore,
      cash_received: 2500.5,
      final_amount: 2400,
      login_id: 7,
      device_number: null,
      neft_track_id: null,
    });
  });

  it('shows the server refusal of the payment id under its field', async () => {
    open({
      status: 400,
      body: {
        code: 'VALIDATION',
        error: 'Payment id already used',
        fields: { neft_track_id: 'Payment id already used' },
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Payment Id' }));
    const paymentId = screen.getByRole('textbox', { name: 'Payment Id *' });
    expect(screen.getByText(POS_MESSAGES.paymentIdRequired)).toBeDefined();
    fireEvent.change(paymentId, { target: { value: 'NEFT123' } });
    await chooseAgent();
    fireEvent.click(placeOrder());
    await waitFor(() =>
      expect(paymentId.getAttribute('aria-describedby') ?? '').toContain('error'),
    );
    expect(screen.getAllByText('Payment id already used').length).toBeGreaterThan(0);
    fireEvent.change(paymentId, { target: { value: 'NEFT124' } });
    await waitFor(() => expect(paymentId.getAttribute('aria-invalid')).toBe('false'));
  });

  it('tells a stale order in place with Reload, keeping what was typed', async () => {
    const conflict = 'This order was changed by someone else.';
    open({ status: 409, body: { code: 'STALE', error: conflict } });
    await payCash('2400');
    await chooseAgent();
    fireEvent.click(placeOrder());
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(`${conflict} What you typed is kept.`);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Cash Received' }).value).toBe(
      '2400',
    );
  });
});
