import {
  MAX_NOTE_COUNT,
  NOTE_VALUES,
  denominationsTotalPaise,
  type Denominations,
  type NoteValue,
} from '@backoffice/domain/retail/cash';
import { Group, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { formatPaise } from '@/lib/format';

export interface DenominationCounterProps {
  count: Denominations;
  onChange: (count: Denominations) => void;
  disabled?: boolean;
}

const countOf = (value: string | number): number =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;

/**
 * The note count of a cash hand-over (spec 002 sections 2 and 9): one whole-number field per
 * note, 1 to 2000, and the running total as the domain sums it.
 */
export function DenominationCounter({ count, onChange, disabled }: DenominationCounterProps) {
  const set = (note: NoteValue, value: string | number) =>
    onChange({ ...count, [`${note}`]: countOf(value) });
  return (
    <div>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" verticalSpacing="xs">
        {NOTE_VALUES.map((note) => (
          <NumberInput
            key={note}
            label={`₹${note} notes`}
            size="xs"
            min={0}
            max={MAX_NOTE_COUNT}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            hideControls
            disabled={disabled}
            value={count[`${note}`] ?? ''}
            onChange={(value) => set(note, value)}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Text fw={600} aria-live="polite">
          Total: {formatPaise(denominationsTotalPaise(count))}
        </Text>
      </Group>
    </div>
  );
}
