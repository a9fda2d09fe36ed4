import { fromWireRupees, toWireRupees } from '@backoffice/domain/core/money';
import { CARD_BIN_LENGTH, ZCardBin, type PosOffer } from '@backoffice/domain/retail/pos';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, TextField } from '@/components/form';
import { useCheckBankEligibility } from '@/features/retail/pos/api/check-bank-eligibility';
import { useCardBin } from '@/features/retail/pos/api/get-card-bin';

/** A bank offer the card was found eligible for: the saving the server worked out. */
export interface AppliedBankOffer {
  offer_id: number;
  offer_key: string;
  card_bin: string;
  saving_paise: number;
  message: string;
}

/**
 * The offer and the card's BIN, named as the eligibility check names them: the BIN is checked as
 * typed, and may stay empty for a card payment without an offer.
 */
const ZBankOfferChoice = z.object({
  // The id of one of the offers listed for the order: a choice, never typed.
  active_offer_id: z.string().max(64).nullable(),
  card_bin: z.union([z.literal(''), ZCardBin]),
});
type BankOfferChoice = z.infer<typeof ZBankOfferChoice>;

const SERVER_CHECKED_FIELDS = ['active_offer_id', 'card_bin'] as const;
const binDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, CARD_BIN_LENGTH);

export interface BankOfferFormProps {
  orderRandomId: string;
  pincode: string;
  couponCode: string;
  offers: readonly PosOffer[];
  /** What the card pays before the offer (after wallet credit), and the wallet credit used. */
  amountPaise: number;
  walletPaise: number;
  applied: AppliedBankOffer | null;
  onApplied: (offer: AppliedBankOffer | null) => void;
  /** The card BIN typed, for a card payment without an offer. */
  onBin: (bin: string) => void;
  /** The server's refusal of the BIN when the order was placed. */
  binError?: string | null;
}

/**
 * Card with bank offers (-3): the card's BIN (its first 6 digits, checked as typed, with the bank
 * it belongs to), the offer, and Continue Payment, which asks the server's bank eligibility check
 * for the saving. The rest of the card is typed on the card provider's page, never here.
 */
export function BankOfferForm({
  orderRandomId,
  pincode,
  couponCode,
  offers,
  amountPaise,
  walletPaise,
  applied,
  onApplied,
  onBin,
  binError: placeBinError = null,
}: BankOfferFormProps) {
  const bankOffers = offers.filter((o) => o.offer_type === 'bank_offer' && o.bank_config);
  const form = useForm<BankOfferChoice>({
    resolver: zodResolver(ZBankOfferChoice),
    mode: 'onChange',
    defaultValues: {
      active_offer_id: bankOffers[0] ? String(bankOffers[0].offer_id) : null,
      card_bin: applied?.card_bin ?? '',
    },
  });
  const [offerId, bin] = useWatch({ control: form.control, name: ['active_offer_id', 'card_bin'] });
  const [answer, setAnswer] = useState<{ eligible: boolean; message: string } | null>(null);
  const card = useCardBin(bin);
  const check = useCheckBankEligibility();
  const binValid = bin.length === CARD_BIN_LENGTH && !form.formState.errors.card_bin;
  useEffect(() => {
    if (placeBinError) form.setError('card_bin', { type: 'server', message: placeBinError });
  }, [form, placeBinError]);
  const offer = bankOffers.find((o) => String(o.offer_id) === offerId) ?? null;

  // Each BIN typed is a new card: the last answer and the applied offer no longer hold.
  const typeBin = (typed: string) => {
    const digits = binDigits(typed);
    onBin(digits);
    setAnswer(null);
    if (applied) onApplied(null);
    return digits;
  };

  const continuePayment = form.handleSubmit(() => {
    if (!offer?.bank_config) return;
    check.mutate(
      {
        active_offer_id: offer.offer_id,
        coupon_code: couponCode,
        order_random_id: orderRandomId,
        card_bin: bin,
        source: 'retail',
        pincode,
        wallet_points_used: toWireRupees(walletPaise),
        total_order_amount: toWireRupees(amountPaise),
      },
      {
        onSuccess: (result) => {
          setAnswer({ eligible: result.offer_eligible, message: result.offer_message });
          onApplied(
            result.offer_eligible && offer.bank_config
              ? {
                  offer_id: offer.offer_id,
                  offer_key: offer.bank_config.offer_key,
                  card_bin: bin,
                  saving_paise: fromWireRupees(result.offer_saving_amount),
                  message: result.offer_message,
                }
              : null,
          );
        },
        onError: (failure) => {
          if (!applyServerErrors(form, failure, SERVER_CHECKED_FIELDS)) {
            setAnswer({ eligible: false, message: failure.message });
          }
        },
      },
    );
  });

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <Controller
          control={form.control}
          name="active_offer_id"
          render={({ field, fieldState }) => (
            <Select
              label="Bank Offer"
              placeholder={
                bankOffers.length === 0 ? 'No bank offer for this order' : 'Pay without an offer'
              }
              data={bankOffers.map((o) => ({
                value: String(o.offer_id),
                label: o.card_description,
              }))}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(value) => {
                field.onChange(value);
                setAnswer(null);
                onApplied(null);
              }}
              error={fieldState.error?.message}
              clearable
              style={{ flex: 2 }}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextField
          control={form.control}
          name="card_bin"
          label="Card BIN"
          description="First 6 digits of the card"
          inputMode="numeric"
          autoComplete="off"
          parse={typeBin}
          w={170}
        />
        {offer && (
          <Button
            onClick={() => void continuePayment()}
            loading={check.isPending}
            disabled={!binValid}
          >
            Continue Payment
          </Button>
        )}
      </Group>
      {card.data?.bank_name && (
        <Text size="xs" c="dimmed">
          {card.data.bank_name} {card.data.card_type ?? ''} {card.data.card_description ?? ''}
        </Text>
      )}
      {answer && (
        <Text
          size="sm"
          c={answer.eligible ? 'green' : 'red'}
          role={answer.eligible ? 'status' : 'alert'}
        >
          {answer.message}
        </Text>
      )}
    </Stack>
  );
}
