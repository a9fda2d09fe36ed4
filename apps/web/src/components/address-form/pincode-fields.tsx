import { TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { ADDRESS_LENGTHS } from '@backoffice/domain/orders';
import type { AddressFormValues } from './address-form-values';
import { deliveryNote } from './delivery-note';
import { digitsOnly } from './digits-only';
import type { PincodeCheck } from './use-pincode-check';

interface PincodeFieldsProps {
  name: 'shipping_address.pincode' | 'billing_address.pincode';
  /** The form's own message (required, 6 digits), shown before the lookup's. */
  error: string | undefined;
  check: PincodeCheck;
}

/**
 * Pin Code, with City and State filled from the pincode directory (not typed); a shipping
 * pincode also says whether COD is available there and in how many days it is delivered.
 */
export function PincodeFields({ name, error, check }: PincodeFieldsProps) {
  const { register } = useFormContext<AddressFormValues>();
  return (
    <>
      <TextInput
        label="Pin Code"
        required
        inputMode="numeric"
        maxLength={ADDRESS_LENGTHS.pincode}
        autoComplete="postal-code"
        error={error ?? check.problem}
        description={name === 'shipping_address.pincode' ? deliveryNote(check.details) : undefined}
        {...digitsOnly(register(name))}
      />
      <TextInput label="City" readOnly value={check.details?.city ?? ''} />
      <TextInput label="State" readOnly value={check.details?.state ?? ''} />
    </>
  );
}
