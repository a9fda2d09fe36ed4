import { fromWireRupees, parsePaise } from '@backoffice/domain/core/money';
import {
  POS_MESSAGES,
  posGiftCardAmount,
  type GiftCardPayType,
  type TGiftCardBalanceRequest,
} from '@backoffice/domain/retail/pos';
import {
  canCheckGiftCard,
  formatGiftCardNumber,
  GIFT_CARD_LENGTHS,
  giftCardDigits,
} from '@backoffice/domain/sales/coupons';
import { Button, Checkbox, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors, PasswordField, TextField } from '@/components/form';
import { useCheckGiftCardBalance } from '@/features/retail/pos/api/check-gift-card-balance';
import { useResetGiftCard } from '@/features/retail/pos/api/reset-gift-card';
import { useTillStaleWrite } from '@/features/retail/pos/till-stale';
import { formatPaise } from '@/lib/format';
import { StaleWriteNotice } from '@/lib/order-page';

/** A gift card applied to the order: redeemed for `amount_paise` when it is placed. */
export interface AppliedGiftCard {
  number: string;
  pin: string;
  amount_paise: number;
}

export interface GiftCardPanelProps {
  orderRandomId: string;
  version: number;
  /** What the gift card may cover: the total less wallet credit and the bank offer. */
  payablePaise: number;
  onApplied: (card: AppliedGiftCard | null) => void;
  /** A card was checked (it has a balance) but no value is applied yet. */
  onPendingChange: (pending: boolean) => void;
}

/** The card, named as the balance check names it, and the amount to take from it. */
type GiftCardChoice = Pick<TGiftCardBalanceRequest, 'CardNumber' | 'Pin'> & {
  pay_type: GiftCardPayType;
  /** The custom amount in rupees as typed. */
  custom_amount: string;
};

const BLANK: GiftCardChoice = { CardNumber: '', Pin: '', pay_type: 'full', custom_amount: '' };
const SERVER_CHECKED_FIELDS = ['CardNumber', 'Pin'] as const;
const amountTyped = (typed: string) => typed.replace(/[^\d.]/g, '').slice(0, 12);

/**
 * The gift card (002 sections 4 and 5, 000 section 8): tick, number (16 digits in groups of 4)
 * and PIN (6), Check for the balance, full or custom amount, Apply; Reset clears it, unticking
 * resets everything. A change of the payable amount below the applied value asks for it again.
 */
export function GiftCardPanel({
  orderRandomId,
  version,
  payablePaise,
  onApplied,
  onPendingChange,
}: GiftCardPanelProps) {
  const [ticked, setTicked] = useState(false);
  const form = useForm<GiftCardChoice>({ defaultValues: BLANK });
  const [number, pin, payType, custom] = useWatch({
    control: form.control,
    name: ['CardNumber', 'Pin', 'pay_type', 'custom_amount'],
  });
  const [balancePaise, setBalancePaise] = useState<number | null>(null);
  const [applied, setApplied] = useState<AppliedGiftCard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = useCheckGiftCardBalance();
  const reset = useResetGiftCard(orderRandomId);
  const stale = useTillStaleWrite('gift-card');

  useEffect(
    () => onPendingChange(balancePaise !== null && applied === null),
    [balancePaise, applied, onPendingChange],
  );

  // The payable amount fell below what was applied: the value must be entered again.
  const outdated = applied !== null && applied.amount_paise > payablePaise;

  const clear = () => {
    form.reset(BLANK);
    setBalancePaise(null);
    setError(null);
    if (applied) {
      setApplied(null);
      onApplied(null);
      reset.mutate({ order_random_id: orderRandomId, version }, { onError: stale.onError });
    }
  };

  const checkBalance = () => {
    setError(null);
    check.mutate(
      { CardNumber: number, Pin: pin, order_random_id: orderRandomId },
      {
        onSuccess: (answer) => {
          if (!answer.success) return setError(answer.message);
          setBalancePaise(fromWireRupees(answer.Balance));
        },
        onError: (failure) => {
          if (!applyServerErrors(form, failure, SERVER_CHECKED_FIELDS)) setError(failure.message);
        },
      },
    );
  };

  const apply = () => {
    if (balancePaise === null) return;
    const outcome = posGiftCardAmount({
      pay_type: payType,
      custom_paise: parsePaise(custom),
      balance_paise: balancePaise,
      payable_paise: payablePaise,
    });
    if ('error' in outcome) {
      if (payType === 'custom') form.setError('custom_amount', { message: outcome.error });
      else setError(outcome.error);
      return;
    }
    const card = { number, pin, amount_paise: outcome.amount_paise };
    setError(null);
    setApplied(card);
    onApplied(card);
    notifications.show({ color: 'green', message: POS_MESSAGES.giftCardApplied });
  };

  // Another card or PIN typed: its balance must be checked again, and nothing stays applied.
  const changed = (digits: string) => {
    setBalancePaise(null);
    if (applied) {
      setApplied(null);
      onApplied(null);
    }
    return digits;
  };

  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label="Gift Card">
      <Checkbox
        label="Pay with Gift Card"
        checked={ticked}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setTicked(next);
          if (!next) clear();
        }}
      />
      {ticked && (
        <Stack gap="xs" mt="sm">
          <StaleWriteNotice stale={stale} />
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextField
              control={form.control}
              name="CardNumber"
              label="Gift Card Number"
              placeholder="XXXX XXXX XXXX XXXX"
              inputMode="numeric"
              autoComplete="off"
              parse={(typed) => changed(giftCardDigits(typed, GIFT_CARD_LENGTHS.number))}
              format={formatGiftCardNumber}
              style={{ flex: 2 }}
            />
            <PasswordField
              control={form.control}
              name="Pin"
              label="PIN"
              inputMode="numeric"
              autoComplete="off"
              parse={(typed) => changed(giftCardDigits(typed, GIFT_CARD_LENGTHS.pin))}
              style={{ flex: 1 }}
            />
            <Button
              onClick={checkBalance}
              loading={check.isPending}
              disabled={!canCheckGiftCard(number, pin)}
            >
              Check
            </Button>
          </Group>
          {balancePaise !== null && (
            <>
              <Text size="sm" c="green">
                Gift card balance: {formatPaise(balancePaise)}
              </Text>
              <Group align="flex-end" gap="sm">
                <Controller
                  control={form.control}
                  name="pay_type"
                  render={({ field }) => (
                    <Radio.Group
                      label="Amount"
                      value={field.value}
                      onChange={(value) => field.onChange(value === 'custom' ? 'custom' : 'full')}
                    >
                      <Group gap="md" mt={4}>
                        <Radio value="full" label="Full" />
                        <Radio value="custom" label="Custom" />
                      </Group>
                    </Radio.Group>
                  )}
                />
                {payType === 'custom' && (
                  <TextField
                    control={form.control}
                    name="custom_amount"
                    label="Gift Card Amount"
                    inputMode="decimal"
                    parse={(typed) => {
                      form.clearErrors('custom_amount');
                      return amountTyped(typed);
                    }}
                    w={160}
                  />
                )}
                <Button onClick={apply} disabled={payType === 'custom' && custom === ''}>
                  Apply
                </Button>
                <Button variant="default" onClick={clear}>
                  Reset
                </Button>
              </Group>
            </>
          )}
          {applied && !outdated && (
            <Text size="sm" fw={600} role="status">
              Gift card pays {formatPaise(applied.amount_paise)}
            </Text>
          )}
          {(outdated || error) && (
            <Text size="sm" c="red" role="alert">
              {outdated ? POS_MESSAGES.giftCardAmountAgain : error}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
