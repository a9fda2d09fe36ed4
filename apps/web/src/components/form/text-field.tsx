import { TextInput, type TextInputProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface TextFieldProps<T extends FieldValues, Out = T> extends Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  /** What the field keeps of a typed value (its digits, upper case ...); all of it by default. */
  parse?: (typed: string) => string;
  /** How the kept value reads in the box (digits in groups of four ...); as kept by default. */
  format?: (value: string) => string;
}

const asTyped = (text: string) => text;

/** A Mantine text input bound to one form field, with the field's error under it. */
export function TextField<T extends FieldValues, Out = T>({
  control,
  name,
  parse = asTyped,
  format = asTyped,
  ...input
}: TextFieldProps<T, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...input}
          ref={field.ref}
          name={field.name}
          value={format((field.value as string | null | undefined) ?? '')}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(parse(event.currentTarget.value))}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
