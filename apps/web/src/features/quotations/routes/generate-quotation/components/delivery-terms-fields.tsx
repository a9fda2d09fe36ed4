import { DELIVERY_ADDRESS_MAX, QUOTATION_TERMS_MAX } from '@backoffice/domain/quotations';
import { NumberInput, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { PincodeCheck } from '@/components/address-form';
import type { DraftTerms } from '../quotation-draft';

interface DeliveryTermsFieldsProps {
  value: DraftTerms;
  onChange: (change: Partial<DraftTerms>) => void;
  pincode: PincodeCheck;
  validity: { min: number; max: number };
  /** The server's refusals by field, after a generate. */
  errors: Partial<Record<keyof DraftTerms, string>>;
}

const digitsOnly = (typed: string) => typed.replace(/\D/g, '').slice(0, 6);

/**
 * Where the quotation delivers (the pincode names the place of supply, so the tax split) and
 * what it promises: delivery charges, validity in days and the terms printed on it.
 */
export function DeliveryTermsFields({
  value,
  onChange,
  pincode,
  validity,
  errors,
}: DeliveryTermsFieldsProps) {
  const place = pincode.details ? `${pincode.details.city}, ${pincode.details.state}` : '';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Delivery and terms">
      <Stack gap="sm">
        <Title order={4}>Delivery, validity and terms</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Delivery Pincode"
            required
            inputMode="numeric"
            maxLength={6}
            value={value.delivery_pincode}
            onChange={(event) =>
              onChange({ delivery_pincode: digitsOnly(event.currentTarget.value) })
            }
            error={errors.delivery_pincode ?? pincode.problem}
            description={place || undefined}
          />
          <TextInput
            label="Delivery Charges (₹)"
            inputMode="decimal"
            placeholder="0"
            maxLength={10}
            value={value.delivery_charges}
            onChange={(event) => onChange({ delivery_charges: event.currentTarget.value })}
            error={errors.delivery_charges}
          />
          <NumberInput
            label="Validity (days)"
            required
            min={validity.min}
            max={validity.max}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={value.validity_days}
            onChange={(days) => onChange({ validity_days: Number(days) || 0 })}
            error={errors.validity_days}
          />
        </SimpleGrid>
        <Textarea
          label="Delivery Address"
          autosize
          minRows={2}
          maxLength={DELIVERY_ADDRESS_MAX}
          value={value.delivery_address}
          onChange={(event) => onChange({ delivery_address: event.currentTarget.value })}
          error={errors.delivery_address}
        />
        <Textarea
          label="Terms"
          autosize
          minRows={4}
          maxLength={QUOTATION_TERMS_MAX}
          value={value.terms}
          onChange={(event) => onChange({ terms: event.currentTarget.value })}
          error={errors.terms}
        />
      </Stack>
    </Paper>
  );
}
