import { Select, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface SelectFieldProps<T extends FieldValues, Out = T> extends Omit<
  SelectProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> {
  control: Control<T, unknown, Out>;
  name: Path<T>;
}

/** A Mantine select bound to one form field (its value a string or null), its error under it. */
export function SelectField<T extends FieldValues, Out = T>({
  control,
  name,
  ...input
}: SelectFieldProps<T, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...input}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | null | undefined) ?? null}
          onBlur={field.onBlur}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
