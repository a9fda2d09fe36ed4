import { CALL_DATE_PRESETS, presetRange } from '@backoffice/domain/calls/calls';
import { indiaDay } from '@backoffice/domain/core/dates';
import { Button, Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { DATE_INPUT_PROPS } from '@/lib/format';

/** The days a list covers (YYYY-MM-DD, both included); null ends leave that side open. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

interface RefundDateRangeProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
}

/**
 * The date-range picker of the refund lists (001 sections 2 and 9): Today, Last 7 Days and Last
 * 30 Days, or a From and a To typed or picked as dd/MM/yyyy; Clear shows every date again.
 */
export function RefundDateRange({ value, onChange }: RefundDateRangeProps) {
  const today = indiaDay(new Date());
  const open = value.from === null && value.to === null;
  return (
    <Group gap="xs" align="flex-end" role="group" aria-label="Date range">
      {CALL_DATE_PRESETS.map((preset) => {
        const { start, end } = presetRange(preset, today);
        const chosen = value.from === start && value.to === end;
        return (
          <Button
            key={preset}
            variant={chosen ? 'filled' : 'default'}
            aria-pressed={chosen}
            onClick={() => onChange({ from: start, to: end })}
          >
            {preset}
          </Button>
        );
      })}
      <DateInput
        {...DATE_INPUT_PROPS}
        label="From"
        placeholder="dd/MM/yyyy"
        value={value.from}
        maxDate={value.to ?? today}
        onChange={(from) => onChange({ ...value, from })}
        clearable
        w={150}
      />
      <DateInput
        {...DATE_INPUT_PROPS}
        label="To"
        placeholder="dd/MM/yyyy"
        value={value.to}
        minDate={value.from ?? undefined}
        maxDate={today}
        onChange={(to) => onChange({ ...value, to })}
        clearable
        w={150}
      />
      {!open && (
        <Button variant="subtle" onClick={() => onChange({ from: null, to: null })}>
          All Dates
        </Button>
      )}
    </Group>
  );
}
