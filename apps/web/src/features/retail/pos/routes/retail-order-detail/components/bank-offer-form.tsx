import { fromWireRupees, toWireRupees } from '@backoffice/domain/core/money';
import { CARD_BIN_LENGTH, POS_MESSAGES, type PosOffer } from '@backoffice/domain/retail/pos';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
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

const BIN_PATTERN = new RegExp(`^\\d{${CARD_BIN_LENGTH}}$`);

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
}: BankOfferFormProps) {
  const bankOffers = offers.filter((o) => o.offer_type === 'bank_offer' && o.bank_config);
  const [offerId, setOfferId] = useState<string | null>(
    bankOffers[0] ? String(bankOffers[0].offer_id) : null,
  );
  const [bin, setBin] = useState(applied?.card_bin ?? '');
  const [answer, setAnswer] = useState<{ eligible: boolean; message: string } | null>(null);
  const card = useCardBin(bin);
  const check = useCheckBankEligibility();
  const binError = bin !== '' && !BIN_PATTERN.test(bin) ? POS_MESSAGES.cardBinInvalid : null;
  const offer = bankOffers.find((o) => String(o.offer_id) === offerId) ?? null;

  const typeBin = (typed: string) => {
    const digits = typed.replace(/\D/g, '').slice(0, CARD_BIN_LENGTH);
    setBin(digits);
    onBin(digits);
    setAnswer(null);
    if (applied) onApplied(null);
  };

  const continuePayment = () => {
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
        onError: (failure) => setAnswer({ eligible: false, message: failure.message }),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <Select
          label="Bank Offer"
          placeholder={
            bankOffers.length === 0 ? 'No bank offer for this order' : 'Pay without an offer'
          }
          data={bankOffers.map((o) => ({ value: String(o.offer_id), label: o.card_description }))}
          value={offerId}
          onChange={(value) => {
            setOfferId(value);
            setAnswer(null);
            onApplied(null);
          }}
          clearable
          style={{ flex: 2 }}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Card BIN"
          description="First 6 digits of the card"
          inputMode="numeric"
          autoComplete="off"
          value={bin}
          onChange={(event) => typeBin(event.currentTarget.value)}
          error={binError}
          w={170}
        />
        {offer && (
          <Button
            onClick={continuePayment}
            loading={check.isPending}
            disabled={!BIN_PATTERN.test(bin) || binError !== null}
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
