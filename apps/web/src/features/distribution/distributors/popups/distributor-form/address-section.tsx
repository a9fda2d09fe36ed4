import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { DISTRIBUTOR_LENGTHS as L } from '@backoffice/domain/distribution';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { usePincodeCheck } from '@/components/address-form';
import { TextField } from '@/components/form';
import type { DistributorFormValues } from './distributor-form-values';

const digits = (max: number) => (typed: string) => typed.replace(/\D/g, '').slice(0, max);

interface AddressSectionProps {
  /** The shipping address's fields, or the billing address's (billing_...). */
  prefix: '' | 'billing_';
  legend: string;
  /** Beside the legend's fields, e.g. "Same as shipping". */
  action?: ReactNode;
}

/**
 * An address of the distributor: address, landmark and pin code typed; city and state read from
 * the pincode directory as the pin code is typed (the server stores the directory's, too).
 */
export function AddressSection({ prefix, legend, action }: AddressSectionProps) {
  const { control } = useFormContext<DistributorFormValues>();
  const pincode = useWatch({ control, name: `${prefix}pincode` });
  const check = usePincodeCheck(pincode);
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          control={control}
          name={`${prefix}address`}
          label={prefix ? 'Billing Address' : 'Address'}
          required
          maxLength={L.addressMax}
        />
        <TextField
          control={control}
          name={`${prefix}landmark`}
          label={prefix ? 'Billing Landmark' : 'Landmark'}
          required
          maxLength={L.landmarkMax}
        />
        <TextField
          control={control}
          name={`${prefix}pincode`}
          label={prefix ? 'Billing Pin Code' : 'Pin Code'}
          required
          inputMode="numeric"
          maxLength={L.pincode}
          parse={digits(L.pincode)}
          description={check.problem ?? undefined}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label={prefix ? 'Billing City' : 'City'}
            readOnly
            value={check.details?.city ?? ''}
          />
          <TextInput
            label={prefix ? 'Billing State' : 'State'}
            readOnly
            value={check.details?.state ?? ''}
          />
        </SimpleGrid>
      </SimpleGrid>
      {action}
    </Fieldset>
  );
}
