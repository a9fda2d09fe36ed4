import { fromWireRupees, parsePaise } from '@backoffice/domain/core/money';
import {
  POS_MESSAGES,
  posGiftCardAmount,
  type GiftCardPayType,
} from '@backoffice/domain/retail/pos';
import {
  canCheckGiftCard,
  formatGiftCardNumber,
  GIFT_CARD_LENGTHS,
  giftCardDigits,
} from '@backoffice/domain/sales/coupons';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useCheckGiftCardBalance } from '@/features/retail/pos/api/check-gift-card-balance';
import { useResetGiftCard } from '@/features/retail/pos/api/reset-gift-card';
import { formatPaise } from '@/lib/format';

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
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [balancePaise, setBalancePaise] = useState<number | null>(null);
  const [payType, setPayType] = useState<GiftCardPayType>('full');
  const [custom, setCustom] = useState('');
  const [applied, setApplied] = useState<AppliedGiftCard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = useCheckGiftCardBalance();
  const reset = useResetGiftCard(orderRandomId);

  useEffect(
    () => onPendingChange(balancePaise !== null && applied === null),
    [balancePaise, applied, onPendingChange],
  );

  // The payable amount fell below what was applied: the value must be entered again.
  const outdated = applied !== null && applied.amount_paise > payablePaise;

  const clear = () => {
    setNumber('');
    setPin('');
    setBalancePaise(null);
    setPayType('full');
    setCustom('');
    setError(null);
    if (applied) {
      setApplied(null);
      onApplied(null);
      reset.mutate({ order_random_id: orderRandomId, version });
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
        onError: (failure) => setError(failure.message),
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
    if ('error' in outcome) return setError(outcome.error);
    const card = { number, pin, amount_paise: outcome.amount_paise };
    setError(null);
    setApplied(card);
    onApplied(card);
    notifications.show({ color: 'green', message: POS_MESSAGES.giftCardApplied });
  };

  const changed = (next: () => void) => {
    next();
    setBalancePaise(null);
    if (applied) {
      setApplied(null);
      onApplied(null);
    }
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
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label="Gift Card Number"
              placeholder="XXXX XXXX XXXX XXXX"
              inputMode="numeric"
              autoComplete="off"
              value={formatGiftCardNumber(number)}
              onChange={(event) =>
                changed(() =>
                  setNumber(giftCardDigits(event.currentTarget.value, GIFT_CARD_LENGTHS.number)),
                )
              }
              style={{ flex: 2 }}
            />
            <PasswordInput
              label="PIN"
              inputMode="numeric"
              autoComplete="off"
              value={pin}
              onChange={(event) =>
                changed(() =>
                  setPin(giftCardDigits(event.currentTarget.value, GIFT_CARD_LENGTHS.pin)),
                )
              }
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
                <Radio.Group
                  label="Amount"
                  value={payType}
                  onChange={(value) => setPayType(value === 'custom' ? 'custom' : 'full')}
                >
                  <Group gap="md" mt={4}>
                    <Radio value="full" label="Full" />
                    <Radio value="custom" label="Custom" />
                  </Group>
                </Radio.Group>
                {payType === 'custom' && (
                  <TextInput
                    label="Gift Card Amount"
                    inputMode="decimal"
                    value={custom}
                    onChange={(event) =>
                      setCustom(event.currentTarget.value.replace(/[^\d.]/g, '').slice(0, 12))
                    }
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
