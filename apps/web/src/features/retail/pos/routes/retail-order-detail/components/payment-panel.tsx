import { toWireRupees } from '@backoffice/domain/core/money';
import {
  isDeviceMode,
  PAYMENT_MODE,
  paymentModeLabel,
  NEFT_TRACK_ID_MAX_LENGTH,
  POS_MESSAGES,
  type PlacePosOrderAnswer,
  type TPlacePosOrderRequestInput,
} from '@backoffice/domain/retail/pos';
import { Alert, Button, Group, Paper, Radio, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors, SelectField } from '@/components/form';
import { ErrorState, LoadingState } from '@/components/ui';
import { useActiveOffers } from '@/features/retail/pos/api/get-active-offers';
import { useAgents } from '@/features/retail/pos/api/get-agents';
import { usePaymentModes } from '@/features/retail/pos/api/get-payment-modes';
import { usePlacePosOrder } from '@/features/retail/pos/api/place-pos-order';
import { useTillStaleWrite } from '@/features/retail/pos/till-stale';
import { StaleWriteNotice } from '@/lib/order-page';
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

/**
 * What the cashier chooses, named as the place-order request names it, so that the server's
 * refusal of a field shows under that field.
 */
interface PaymentChoice {
  AllowedPaymentMode: string | null;
  device_number: string | null;
  /** The cash handed over, in rupees as typed. */
  cash_received: string;
  neft_track_id: string;
  login_id: string | null;
  /** The card BIN, typed in the bank offer form. */
  card_bin: string;
}

const SERVER_CHECKED_FIELDS = [
  'AllowedPaymentMode',
  'device_number',
  'cash_received',
  'neft_track_id',
  'login_id',
  'card_bin',
] as const;

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
  const defaultDevice =
    modes.pos_machine_details.find((d) => d.is_default_device) ?? modes.pos_machine_details[0];
  const form = useForm<PaymentChoice>({
    defaultValues: {
      AllowedPaymentMode: locked ? String(PAYMENT_MODE.cardWithBankOffers) : null,
      device_number: defaultDevice?.device_number ?? null,
      cash_received: '',
      neft_track_id: '',
      card_bin: '',
      login_id:
        user && agents.some((a) => a.login_id === user.login_id) ? String(user.login_id) : null,
    },
  });
  const [chosen, device, cash, paymentId] = useWatch({
    control: form.control,
    name: ['AllowedPaymentMode', 'device_number', 'cash_received', 'neft_track_id'],
  });
  const place = usePlacePosOrder(till.orderRandomId);
  const stale = useTillStaleWrite('payment');

  // A mode no longer offered (a gift card now covers everything, credit ticked) is unchosen.
  const mode = chosen !== null && shown.includes(Number(chosen)) ? Number(chosen) : null;

  const choose = (value: string) => {
    const next = Number(value);
    if (locked && next !== PAYMENT_MODE.cardWithBankOffers) {
      notifications.show({ color: 'orange', message: POS_MESSAGES.bankCouponLocksMode });
      return;
    }
    form.setValue('AllowedPaymentMode', value);
    form.clearErrors('AllowedPaymentMode');
    if (next !== PAYMENT_MODE.cardWithBankOffers) onBankOffer(null);
  };

  const cashState = cashCheck(cash, amounts.finalPaise);
  const blocked =
    mode === null ||
    (mode === PAYMENT_MODE.cashAtStore && (cash === '' || cashState.error !== null)) ||
    (mode === PAYMENT_MODE.paymentId && paymentId.trim() === '') ||
    (isDeviceMode(mode) && !device);

  const submit = form.handleSubmit(({ login_id: agent, neft_track_id, card_bin: bin }) => {
    const needsAddress = order.cart_detail.some((l) => l.is_instant_invoice !== 1);
    const address = till.answer.user_addresses.find((a) => a.is_selected) ?? null;
    const refuse = (message: string) =>
      notifications.show({ color: 'red', title: 'Error', message });
    if (needsAddress && !address) return refuse(POS_MESSAGES.shippingAddressRequired);
    if (giftCardPending) return refuse(POS_MESSAGES.giftCardNotApplied);
    if (agent === null) return refuse(POS_MESSAGES.agentRequired);
    if (mode === null) return;
    const usedCard = amounts.giftCardPaise > 0 ? giftCard : null;
    const body: TPlacePosOrderRequestInput = {
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
      neft_track_id: mode === PAYMENT_MODE.paymentId ? neft_track_id.trim() : null,
      shipping_address: address?.shipping_address_details.address_id ?? null,
      billing_address: null,
      giftcard_number: usedCard?.number ?? null,
      giftcard_pin: usedCard?.pin ?? null,
      giftcard_amount: toWireRupees(amounts.giftCardPaise),
      cash_received: mode === PAYMENT_MODE.cashAtStore ? toWireRupees(cashState.paise ?? 0) : null,
    };
    place.mutate(body, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message });
        onPlaced(answer);
      },
      onError: (error) => {
        stale.onError(error);
        applyServerErrors(form, error, SERVER_CHECKED_FIELDS);
      },
    });
  });

  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label="Payment">
      <Title order={3} size="h5" mb="xs">
        Payment
      </Title>
      <form noValidate aria-label="Payment form" onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <StaleWriteNotice stale={stale} />
          {locked && <Alert color="blue">{POS_MESSAGES.bankCouponLocksMode}</Alert>}
          <Radio.Group
            label="Payment Mode"
            value={mode === null ? null : String(mode)}
            onChange={choose}
            error={form.formState.errors.AllowedPaymentMode?.message}
          >
            <Group gap="md" mt={4}>
              {shown.map((id) => (
                <Radio
                  key={id}
                  value={String(id)}
                  label={
                    modes.payment_modes.find((m) => m.id === id)?.label ?? paymentModeLabel(id)
                  }
                />
              ))}
            </Group>
          </Radio.Group>
          {mode === PAYMENT_MODE.cashAtStore && (
            <Controller
              control={form.control}
              name="cash_received"
              render={({ field, fieldState }) => (
                <CashReceived
                  value={field.value}
                  onChange={(typed) => {
                    field.onChange(typed);
                    form.clearErrors('cash_received');
                  }}
                  payablePaise={amounts.finalPaise}
                  serverError={fieldState.error?.message ?? null}
                />
              )}
            />
          )}
          {mode === PAYMENT_MODE.paymentId && (
            <Controller
              control={form.control}
              name="neft_track_id"
              render={({ field, fieldState }) => (
                <TextInput
                  label="Payment Id *"
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(event.currentTarget.value);
                    form.clearErrors('neft_track_id');
                  }}
                  maxLength={NEFT_TRACK_ID_MAX_LENGTH}
                  error={
                    fieldState.error?.message ??
                    (field.value === '' ? POS_MESSAGES.paymentIdRequired : null)
                  }
                  w={280}
                />
              )}
            />
          )}
          {mode !== null && isDeviceMode(mode) && (
            <SelectField
              control={form.control}
              name="device_number"
              label="POS Device"
              data={modes.pos_machine_details.map((d) => ({
                value: d.device_number,
                label: d.is_default_device ? `${d.device_number} (default)` : d.device_number,
              }))}
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
              onBin={(bin) => {
                form.setValue('card_bin', bin);
                form.clearErrors('card_bin');
              }}
              binError={form.formState.errors.card_bin?.message ?? null}
            />
          )}
          <Group align="flex-end" gap="sm">
            <SelectField
              control={form.control}
              name="login_id"
              label="Agent"
              placeholder="Select Agent"
              data={agents.map((a) => ({ value: String(a.login_id), label: a.email }))}
              searchable
              w={320}
              comboboxProps={{ withinPortal: true }}
            />
            <Button ml="auto" size="md" type="submit" loading={place.isPending} disabled={blocked}>
              Place Order
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
