import { isBlockedNumberKey } from '@backoffice/domain/core/validation';
import {
  quantityOptions,
  ZTypedQuantity,
  type QuantityRange,
} from '@backoffice/domain/sales/catalogue';
import { Select, TextInput } from '@mantine/core';

interface QuantityFieldProps {
  range: QuantityRange;
  /** Quick-commerce roles type the quantity; others choose it from a list. */
  typed: boolean;
  text: string;
  onChange: (text: string) => void;
}

/** The typed quantity's number, or the rule's message (001 section 5). */
export function readQuantity(
  text: string,
  range: QuantityRange,
): { quantity: number } | { error: string } {
  const parsed = ZTypedQuantity(range).safeParse(text);
  if (parsed.success) return { quantity: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Quantity must be a number' };
}

/** How many: a list up to the available maximum, or a box for the quick-commerce roles. */
export function QuantityField({ range, typed, text, onChange }: QuantityFieldProps) {
  if (typed) {
    const read = readQuantity(text, range);
    return (
      <TextInput
        label="Quantity"
        inputMode="numeric"
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
        // The number rule blocks the keys a whole number never needs (000 section 5).
        onKeyDown={(event) => {
          if (isBlockedNumberKey(event.key, true)) event.preventDefault();
        }}
        error={'error' in read ? read.error : undefined}
        withAsterisk
      />
    );
  }
  return (
    <Select
      label="Quantity"
      data={quantityOptions(range).map(String)}
      value={text}
      onChange={(value) => onChange(value ?? '')}
      allowDeselect={false}
      withAsterisk
    />
  );
}
