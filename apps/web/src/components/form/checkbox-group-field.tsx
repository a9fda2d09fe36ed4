import { Checkbox, type CheckboxGroupProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface CheckboxGroupFieldProps<T extends FieldValues, Out = T> extends Omit<
  CheckboxGroupProps,
  'name' | 'value' | 'onChange' | 'error'
> {
  control: Control<T, unknown, Out>;
  name: Path<T>;
}

/**
 * A Mantine checkbox group bound to one form field (the values of the boxes ticked, as text),
 * with the field's error under it.
 */
export function CheckboxGroupField<T extends FieldValues, Out = T>({
  control,
  name,
  ...group
}: CheckboxGroupFieldProps<T, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox.Group
          {...group}
          ref={field.ref}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message ?? fieldState.error?.root?.message}
        />
      )}
    />
  );
}
