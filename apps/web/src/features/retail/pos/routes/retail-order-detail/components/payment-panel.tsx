import { toWireRupees } from '@backoffice/domain/core/money';
import {
  isDeviceMode,
  PAYMENT_MODE,
  paymentModeLabel,
  POS_MESSAGES,
  type PlacePosOrderAnswer,
} from '@backoffice/domain/retail/pos';
import { Alert, Button, Group, Paper, Radio, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ErrorState, LoadingState } from '@/components/ui';
import { useActiveOffers } from '@/features/retail/pos/api/get-active-offers';
import { useAgents } from '@/features/retail/pos/api/get-agents';
import { usePaymentModes } from '@/features/retail/pos/api/get-payment-modes';
import { usePlacePosOrder } from '@/features/retail/pos/api/place-pos-order';
import { useCurrentUser } from '@/lib/session/get-user-details';
import type { TillAmounts } from '../till-amounts';
import type { TillOrder } from '../till-context';
import { BankOfferForm, type AppliedBankOffer } from './bank-offer-form';
import { CashReceived, cashCheck } from './cash-received';
import type { AppliedGiftCard } from './gift-card-panel';
import { offeredModes } from './payment-modes';

export type { AppliedBankOffer } from './bank-offer-form';

export interface PaymentPanelProps {
  till: TillOrder;
  amounts: TillAmounts;
  bankOffer: AppliedBankOffer | null;
  onBankOffer: (offer: AppliedBankOffer | null) => void;
  giftCard: AppliedGiftCard | null;
  giftCardPending: boolean;
  onPlaced: (answer: PlacePosOrderAnswer) => void;
}

/**
 * Payment (002 sections 3 to 5): the modes the domain allows, each with what it needs (cash
 * received and the change, a payment id, a POS device with the store's default preselected, the
 * card BIN and bank offer), the agent the sale is credited to ('Select Agent'), and Place Order.
 */
export function PaymentPanel(props: PaymentPanelProps) {
  const { till, amounts } = props;
  const modes = usePaymentModes(till.orderRandomId);
  const agents = useAgents(till.orderRandomId);
  const offers = useActiveOffers(till.orderRandomId);
  if (modes.isPending || agents.isPending) return <LoadingState />;
  if (modes.isError)
    return <ErrorState message={modes.error.message} onRetry={() => void modes.refetch()} />;
  if (agents.isError)
    return <ErrorState message={agents.error.message} onRetry={() => void agents.refetch()} />;
  return (
    <PaymentForm
      {...props}
      modes={modes.data}
      agents={agents.data.data}
      offers={offers.data?.data ?? []}
      amounts={amounts}
    />
  );
}

type Loaded = PaymentPanelProps & {
  modes: NonNullable<ReturnType<typeof usePaymentModes>['data']>;
  agents: NonNullable<ReturnType<typeof useAgents>['data']>['data'];
  offers: NonNullable<ReturnType<typeof useActiveOffers>['data']>['data'];
};

function PaymentForm({
  till,
  amounts,
  bankOffer,
  onBankOffer,
  giftCard,
  giftCardPending,
  onPlaced,
  modes,
  agents,
  offers,
}: Loaded) {
  const order = till.answer.order_detail;
  const { user } = useCurrentUser();
  const locked = modes.bank_coupon_applied;
  const offered = offeredModes(till.answer, modes, amounts);
  const shown = locked ? modes.payment_modes.map((m) => m.id) : offered;
  const [chosen, setMode] = useState<number | null>(
    locked ? PAYMENT_MODE.cardWithBankOffers : null,
  );
  const defaultDevice =
    modes.pos_machine_details.find((d) => d.is_default_device) ?? modes.pos_machine_details[0];
  const [device, setDevice] = useState<string | null>(defaultDevice?.device_number ?? null);
  const [cash, setCash] = useState('');
  const [paymentId, setPaymentId] = useState('');
  const [bin, setBin] = useState('');
  const [agent, setAgent] = useState<string | null>(
    user && agents.some((a) => a.login_id === user.login_id) ? String(user.login_id) : null,
  );
  const place = usePlacePosOrder(till.orderRandomId);

  // A mode no longer offered (a gift card now covers everything, credit ticked) is unchosen.
  const mode = chosen !== null && shown.includes(chosen) ? chosen : null;

  const choose = (value: string) => {
    const next = Number(value);
    if (locked && next !== PAYMENT_MODE.cardWithBankOffers) {
      notifications.show({ color: 'orange', message: POS_MESSAGES.bankCouponLocksMode });
      return;
    }
    setMode(next);
    if (next !== PAYMENT_MODE.cardWithBankOffers) onBankOffer(null);
  };

  const cashState = cashCheck(cash, amounts.finalPaise);
  const blocked =
    mode === null ||
    (mode === PAYMENT_MODE.cashAtStore && (cash === '' || cashState.error !== null)) ||
    (mode === PAYMENT_MODE.paymentId && paymentId.trim() === '') ||
    (isDeviceMode(mode) && !device);

  const submit = () => {
    const needsAddress = order.cart_detail.some((l) => l.is_instant_invoice !== 1);
    const address = till.answer.user_addresses.find((a) => a.is_selected) ?? null;
    const refuse = (message: string) =>
      notifications.show({ color: 'red', title: 'Error', message });
    if (needsAddress && !address) return refuse(POS_MESSAGES.shippingAddressRequired);
    if (giftCardPending) return refuse(POS_MESSAGES.giftCardNotApplied);
    if (agent === null) return refuse(POS_MESSAGES.agentRequired);
    if (mode === null) return;
    const usedCard = amounts.giftCardPaise > 0 ? giftCard : null;
    place.mutate(
      {
        order_random_id: till.orderRandomId,
        version: till.version,
        AllowedPaymentMode: mode,
        coupon_code: order.coupon_code ?? '',
        carts: order.cart_detail.map((l) => l.id),
        device_number: isDeviceMode(mode) ? device : null,
        wallet_point_a: toWireRupees(amounts.walletAPaise),
        wallet_point_b: toWireRupees(amounts.walletBPaise),
        totals: {
          total_net_mrp: order.total_net_mrp,
          total_net_discount: order.total_net_discount,
          total_net_price: order.total_net_price,
          total_delivery_charges: order.total_delivery_charges,
        },
        final_amount: toWireRupees(amounts.finalPaise),
        login_id: Number(agent),
        order_created_by_id: order.order_created_by_id,
        offer_id: bankOffer?.offer_id ?? null,
        offer_key: bankOffer?.offer_key ?? null,
        card_bin: mode === PAYMENT_MODE.cardWithBankOffers && bin ? bin : null,
        neft_track_id: mode === PAYMENT_MODE.paymentId ? paymentId.trim() : null,
        shipping_address: address?.shipping_address_details.address_id ?? null,
        billing_address: null,
        giftcard_number: usedCard?.number ?? null,
        giftcard_pin: usedCard?.pin ?? null,
        giftcard_amount: toWireRupees(amounts.giftCardPaise),
        cash_received:
          mode === PAYMENT_MODE.cashAtStore ? toWireRupees(cashState.paise ?? 0) : null,
      },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          onPlaced(answer);
        },
      },
    );
  };

  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label="Payment">
      <Title order={3} size="h5" mb="xs">
        Payment
      </Title>
      <Stack gap="sm">
        {locked && <Alert color="blue">{POS_MESSAGES.bankCouponLocksMode}</Alert>}
        <Radio.Group
          label="Payment Mode"
          value={mode === null ? null : String(mode)}
          onChange={choose}
        >
          <Group gap="md" mt={4}>
            {shown.map((id) => (
              <Radio
                key={id}
                value={String(id)}
                label={modes.payment_modes.find((m) => m.id === id)?.label ?? paymentModeLabel(id)}
              />
            ))}
          </Group>
        </Radio.Group>
        {mode === PAYMENT_MODE.cashAtStore && (
          <CashReceived value={cash} onChange={setCash} payablePaise={amounts.finalPaise} />
        )}
        {mode === PAYMENT_MODE.paymentId && (
          <TextInput
            label="Payment Id *"
            value={paymentId}
            onChange={(event) => setPaymentId(event.currentTarget.value)}
            maxLength={64}
            error={paymentId === '' ? POS_MESSAGES.paymentIdRequired : null}
            w={280}
          />
        )}
        {mode !== null && isDeviceMode(mode) && (
          <Select
            label="POS Device"
            data={modes.pos_machine_details.map((d) => ({
              value: d.device_number,
              label: d.is_default_device ? `${d.device_number} (default)` : d.device_number,
            }))}
            value={device}
            onChange={setDevice}
            allowDeselect={false}
            w={280}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {mode === PAYMENT_MODE.cardWithBankOffers && (
          <BankOfferForm
            orderRandomId={till.orderRandomId}
            pincode={order.pincode ?? ''}
            couponCode={order.coupon_code ?? ''}
            offers={offers}
            amountPaise={amounts.orderTotalPaise - amounts.walletUsedPaise}
            walletPaise={amounts.walletUsedPaise}
            applied={bankOffer}
            onApplied={onBankOffer}
            onBin={setBin}
          />
        )}
        <Group align="flex-end" gap="sm">
          <Select
            label="Agent"
            placeholder="Select Agent"
            data={agents.map((a) => ({ value: String(a.login_id), label: a.email }))}
            value={agent}
            onChange={setAgent}
            searchable
            w={320}
            comboboxProps={{ withinPortal: true }}
          />
          <Button ml="auto" size="md" onClick={submit} loading={place.isPending} disabled={blocked}>
            Place Order
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
