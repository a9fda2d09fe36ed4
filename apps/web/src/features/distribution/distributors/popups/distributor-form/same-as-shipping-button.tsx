import { Button } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { DistributorFormValues } from './distributor-form-values';

/** Copies the shipping address into the billing address (they are mostly the same). */
export function SameAsShippingButton() {
  const { getValues, setValue } = useFormContext<DistributorFormValues>();
  const copy = () => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue('billing_address', getValues('address'), options);
    setValue('billing_landmark', getValues('landmark'), options);
    setValue('billing_pincode', getValues('pincode'), options);
  };
  return (
    <Button variant="subtle" size="compact-sm" mt="xs" onClick={copy}>
      Same as shipping
    </Button>
  );
}
