import { Textarea, type TextareaProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface TextareaFieldProps<T extends FieldValues, Out = T> extends Omit<
  TextareaProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> {
  control: Control<T, unknown, Out>;
  name: Path<T>;
}

/** A Mantine textarea bound to one form field, with the field's error under it. */
export function TextareaField<T extends FieldValues, Out = T>({
  control,
  name,
  ...input
}: TextareaFieldProps<T, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Textarea
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
