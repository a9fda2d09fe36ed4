import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A registered field that keeps only the digits typed or pasted into it (mobile numbers, pin
 * codes): letters never reach the form, so the box never shows what save would refuse.
 */
export function digitsOnly<Name extends string>(
  registered: UseFormRegisterReturn<Name>,
): UseFormRegisterReturn<Name> {
  return {
    ...registered,
    onChange: (event: { target: { value: string } }) => {
      const digits = event.target.value.replace(/\D/g, '');
      if (digits !== event.target.value) event.target.value = digits;
      return registered.onChange(event);
    },
  };
}
