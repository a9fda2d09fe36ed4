import { TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { usePincodeDetails } from '../../../api/get-pincode-details';
import type { AddressFormValues } from '../address-values';

interface PincodeFieldsProps {
  name: 'shipping_address.pincode' | 'billing_address.pincode';
  pincode: string;
  /** The form's own message (required, 6 digits), shown first. */
  error: string | undefined;
  /** The delivery's refusal (not serviceable), for the shipping pincode. */
  problem?: string | null;
}

/** Pin Code, with City and State from the pincode directory (never typed, 001 section 5). */
export function PincodeFields({ name, pincode, error, problem }: PincodeFieldsProps) {
  const { register } = useFormContext<AddressFormValues>();
  const lookup = usePincodeDetails(pincode);
  return (
    <>
      <TextInput
        label="Pin Code"
        required
        inputMode="numeric"
        maxLength={6}
        autoComplete="postal-code"
        error={error ?? (lookup.isError ? lookup.error.message : problem) ?? undefined}
        {...register(name)}
      />
      <TextInput label="City" readOnly value={lookup.data?.city ?? ''} />
      <TextInput label="State" readOnly value={lookup.data?.state ?? ''} />
    </>
  );
}
