import {
  canCheckGiftCard,
  formatGiftCardNumber,
  GIFT_CARD_LENGTHS,
  giftCardDigits,
} from '@backoffice/domain/sales/coupons';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatRupees } from '@/lib/format';
import { useCheckGiftCard } from './check-gift-card';

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
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [balance, setBalance] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = useCheckGiftCard();

  /** A changed number or PIN is another card: the last answer no longer holds. */
  const edit = (apply: () => void) => {
    apply();
    setError(null);
    if (balance !== null) {
      setBalance(null);
      onChecked(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canCheckGiftCard(number, pin)) return;
    setError(null);
    check.mutate(
      { card_number: number, pin },
      {
        onSuccess: (answer) => {
          setBalance(answer.balance);
          onChecked({ card_number: number, pin, balance: answer.balance });
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Gift card">
      <Stack gap={4}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label="Gift Card Number"
            placeholder="XXXX XXXX XXXX XXXX"
            inputMode="numeric"
            autoComplete="off"
            value={formatGiftCardNumber(number)}
            onChange={(event) =>
              edit(() =>
                setNumber(giftCardDigits(event.currentTarget.value, GIFT_CARD_LENGTHS.number)),
              )
            }
            error={error}
            disabled={disabled}
            style={{ flex: 2 }}
          />
          <PasswordInput
            label="PIN"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            onChange={(event) =>
              edit(() => setPin(giftCardDigits(event.currentTarget.value, GIFT_CARD_LENGTHS.pin)))
            }
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
        {balance !== null && (
          <Text size="sm" c="green">
            Gift card balance: {formatRupees(balance)}
          </Text>
        )}
      </Stack>
    </form>
  );
}
