import { TextInput, type TextInputProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface TextFieldProps<T extends FieldValues> extends Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> {
  control: Control<T>;
  name: Path<T>;
}

/** A Mantine text input bound to one form field, with the field's error under it. */
export function TextField<T extends FieldValues>({ control, name, ...input }: TextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...input}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | null | undefined) ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
