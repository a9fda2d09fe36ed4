import {
  canCheckGiftCard,
  formatGiftCardNumber,
  GIFT_CARD_LENGTHS,
  giftCardDigits,
  ZGiftCardCheckRequest,
  type TGiftCardCheckRequest,
} from '@backoffice/domain/sales/coupons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors, PasswordField, TextField } from '@/components/form';
import { formatRupees } from '@/lib/format';
import { useCheckGiftCard } from './check-gift-card';

const numberDigits = (typed: string) => giftCardDigits(typed, GIFT_CARD_LENGTHS.number);
const pinDigits = (typed: string) => giftCardDigits(typed, GIFT_CARD_LENGTHS.pin);

/** A card the provider accepted: its number and PIN (to redeem at placing) and balance. */
export interface CheckedGiftCard {
  card_number: string;
  pin: string;
  /** Rupees. */
  balance: number;
}

export interface GiftCardBoxProps {
  /** Told the checked card, or null once the number or PIN changes after a check. */
  onChecked: (card: CheckedGiftCard | null) => void;
  disabled?: boolean;
}

/**
 * The gift card box of the order screens (002 section 5): the number keeps its digits only
 * (16, shown in groups of 4, also when pasted), the PIN its 6 digits; Check is enabled only
 * with both complete. The answer shows the balance or the spec's message (000 section 5).
 */
export function GiftCardBox({ onChecked, disabled = false }: GiftCardBoxProps) {
  const form = useForm<TGiftCardCheckRequest>({
    resolver: zodResolver(ZGiftCardCheckRequest),
    defaultValues: { card_number: '', pin: '' },
  });
  const [number, pin] = useWatch({ control: form.control, name: ['card_number', 'pin'] });
  const [checked, setChecked] = useState<CheckedGiftCard | null>(null);
  const check = useCheckGiftCard();

  // A changed number or PIN is another card: the last answer no longer holds.
  useEffect(() => {
    if (checked === null) return;
    return form.subscribe({
      formState: { values: true },
      callback: () => {
        setChecked(null);
        onChecked(null);
      },
    });
  }, [form, checked, onChecked]);

  const submit = form.handleSubmit((card) =>
    check.mutate(card, {
      onSuccess: (answer) => {
        const result = { ...card, balance: answer.balance };
        setChecked(result);
        onChecked(result);
      },
      // The refusal shows under the field the server names, else under the number.
      onError: (failure) => {
        if (!applyServerErrors(form, failure, ['card_number', 'pin'])) {
          form.setError('card_number', { type: 'server', message: failure.message });
        }
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Gift card">
      <Stack gap={4}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextField
            control={form.control}
            name="card_number"
            label="Gift Card Number"
            placeholder="XXXX XXXX XXXX XXXX"
            inputMode="numeric"
            autoComplete="off"
            parse={numberDigits}
            format={formatGiftCardNumber}
            disabled={disabled}
            style={{ flex: 2 }}
          />
          <PasswordField
            control={form.control}
            name="pin"
            label="PIN"
            inputMode="numeric"
            autoComplete="off"
            parse={pinDigits}
            disabled={disabled}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            mt={24}
            loading={check.isPending}
            disabled={disabled || !canCheckGiftCard(number, pin)}
          >
            Check
          </Button>
        </Group>
        {checked !== null && (
          <Text size="sm" c="green">
            Gift card balance: {formatRupees(checked.balance)}
          </Text>
        )}
      </Stack>
    </form>
  );
}
