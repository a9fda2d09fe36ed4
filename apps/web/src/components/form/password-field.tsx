import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface PasswordFieldProps<T extends FieldValues, Out = T> extends Omit<
  PasswordInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  /** What the field keeps of a typed value (its digits ...); all of it by default. */
  parse?: (typed: string) => string;
}

const asTyped = (text: string) => text;

/** A Mantine password input bound to one form field, with the field's error under it. */
export function PasswordField<T extends FieldValues, Out = T>({
  control,
  name,
  parse = asTyped,
  ...input
}: PasswordFieldProps<T, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordInput
          {...input}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | null | undefined) ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(parse(event.currentTarget.value))}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
