import { isOfferedDate, type DeliveryDateRange } from '@backoffice/domain/sales/payments';
import { ActionIcon, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';

interface DeliveryCalendarProps {
  ranges: readonly DeliveryDateRange[];
  value: string | null;
  onChange: (date: string) => void;
}

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayName = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** YYYY-MM of a date string, and the first day of a month as a UTC time. */
const monthOf = (date: string) => date.slice(0, 7);
const firstOf = (month: string) => Date.parse(`${month}-01T00:00:00Z`);
const shiftMonth = (month: string, by: number) => {
  const d = new Date(firstOf(month));
  d.setUTCMonth(d.getUTCMonth() + by);
  return d.toISOString().slice(0, 7);
};

/**
 * A month calendar where only the offered dates can be picked (001 section 4: dates inside the
 * ranges, between the first start and the last end); months outside them cannot be shown.
 */
export function DeliveryCalendar({ ranges, value, onChange }: DeliveryCalendarProps) {
  const first = ranges[0]?.start_date ?? '';
  const last = ranges.at(-1)?.end_date ?? first;
  const [month, setMonth] = useState(monthOf(value ?? first));
  const start = new Date(firstOf(month));
  // Monday-first: blanks before the 1st.
  const blanks = (start.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  const cells = Array.from({ length: days }, (_, i) =>
    new Date(firstOf(month) + i * 86_400_000).toISOString().slice(0, 10),
  );
  return (
    <Stack gap="xs" w={320} role="group" aria-label="Delivery date calendar">
      <Group justify="space-between">
        <ActionIcon
          variant="subtle"
          aria-label="Previous month"
          disabled={month <= monthOf(first)}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Text fw={600}>{monthName.format(firstOf(month))}</Text>
        <ActionIcon
          variant="subtle"
          aria-label="Next month"
          disabled={month >= monthOf(last)}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
        {WEEKDAYS.map((d) => (
          <Text key={d} size="xs" c="dimmed" ta="center">
            {d}
          </Text>
        ))}
        {Array.from({ length: blanks }, (_, i) => (
          <span key={`blank-${i}`} />
        ))}
        {cells.map((date) => {
          const offered = isOfferedDate(date, ranges);
          const selected = date === value;
          return (
            <UnstyledButton
              key={date}
              disabled={!offered}
              aria-label={dayName.format(Date.parse(`${date}T00:00:00Z`))}
              aria-pressed={selected}
              onClick={() => onChange(date)}
              style={{
                textAlign: 'center',
                borderRadius: 4,
                padding: '6px 0',
                fontSize: 14,
                cursor: offered ? 'pointer' : 'not-allowed',
                color: selected ? 'white' : offered ? undefined : 'var(--mantine-color-gray-4)',
                background: selected
                  ? 'var(--mantine-color-blue-6)'
                  : offered
                    ? 'var(--mantine-color-blue-0)'
                    : undefined,
              }}
            >
              {Number(date.slice(8))}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
