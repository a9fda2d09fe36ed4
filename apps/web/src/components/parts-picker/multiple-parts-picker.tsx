import {
  addPart,
  partQuantityError,
  partQuantityRange,
  removePart,
  type Part,
  type PartEntry,
} from '@backoffice/domain/sales/catalogue';
import { isBlockedNumberKey } from '@backoffice/domain/core/validation';
import { Badge, Button, CloseButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

export interface MultiplePartsPickerProps {
  /** The item's parts (GET /api/product-parts/:sku/). */
  parts: readonly Part[];
  /** How many of the item the parts are for: each part's maximum is multiplied by it. */
  maxQuantity?: number;
  /** The chosen parts (the submission's parts_data). */
  value: readonly PartEntry[];
  onChange: (parts: PartEntry[]) => void;
  /** The form's message about the whole list, e.g. when none is chosen. */
  error?: string | undefined;
}

/**
 * The multiple-parts picker (001 section 2): a part, its quantity, Add; the chosen parts show
 * as badges with a remove button. Adding a part again replaces its quantity.
 */
export function MultiplePartsPicker({
  parts,
  maxQuantity = 1,
  value,
  onChange,
  error,
}: MultiplePartsPickerProps) {
  const [code, setCode] = useState<string | null>(null);
  const [quantityText, setQuantityText] = useState('');
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const part = parts.find((p) => p.part_code === code);
  const range = part ? partQuantityRange(part, maxQuantity) : null;

  const add = () => {
    if (!part) return;
    const quantity = /^\d+$/.test(quantityText.trim()) ? Number(quantityText) : Number.NaN;
    const message = partQuantityError(part, quantity, maxQuantity);
    setQuantityError(message);
    if (message) return;
    onChange(addPart(value, { part_code: part.part_code, item_quantity: quantity }));
    setCode(null);
    setQuantityText('');
  };
  const nameOf = (partCode: string) =>
    parts.find((p) => p.part_code === partCode)?.name ?? partCode;

  return (
    <Stack gap="xs" role="group" aria-label="Parts">
      <Group align="flex-start" gap="sm">
        <Select
          label="Part"
          placeholder="Choose a part"
          data={parts.map((p) => ({ value: p.part_code, label: p.name }))}
          value={code}
          onChange={(next) => {
            setCode(next);
            setQuantityError(null);
          }}
          w={220}
        />
        <TextInput
          label="Quantity"
          description={range ? `${range.min} to ${range.max}` : undefined}
          inputMode="numeric"
          value={quantityText}
          onChange={(event) => setQuantityText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (isBlockedNumberKey(event.key, true)) event.preventDefault();
          }}
          error={quantityError}
          disabled={!part}
          w={140}
        />
        <Button mt={25} onClick={add} disabled={!part || quantityText.trim() === ''}>
          Add
        </Button>
      </Group>
      {value.length > 0 && (
        <Group gap="xs" aria-label="Chosen parts">
          {value.map((entry) => (
            <Badge
              key={entry.part_code}
              variant="light"
              size="lg"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Remove ${nameOf(entry.part_code)}`}
                  onClick={() => onChange(removePart(value, entry.part_code))}
                />
              }
            >
              {`${nameOf(entry.part_code)} x ${entry.item_quantity}`}
            </Badge>
          ))}
        </Group>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
