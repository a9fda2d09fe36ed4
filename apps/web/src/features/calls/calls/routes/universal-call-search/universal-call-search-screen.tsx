import { indiaDay } from '@backoffice/domain/core/dates';
import { presetRange, tenDigitNumber, type CallDatePreset } from '@backoffice/domain/calls/calls';
import {
  capDialerInput,
  DIALER_NUMBER_LENGTH,
  isBlockedNumberKey,
  OUTGOING_NUMBER_PREFIX,
} from '@backoffice/domain/core/validation';
import { Button, Group, NumberInput, Paper, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CallCentreBadge, EmptyState, PageHeader } from '@/components/ui';
import { CallList } from '@/features/calls/calls/components/call-list';
import { DateRangeFilter } from '@/features/calls/calls/components/date-range-filter';
import { searchFieldMark } from '@/lib/shortcuts/search-field';

interface Search {
  number: string;
  preset: CallDatePreset;
  duration: number | undefined;
}

/**
 * /universal-call-search (TEAML or QA): every call of a phone number, the customer's or an
 * agent's, looked up with +91 (001 section 7), within a date range and a least conversation.
 * ?ucid= marks a call-centre context that the order links keep.
 */
export function UniversalCallSearchScreen() {
  const [query] = useSearchParams();
  const ucid = query.get('ucid');
  const [number, setNumber] = useState('');
  const [preset, setPreset] = useState<CallDatePreset>('Last 30 Days');
  const [duration, setDuration] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState<Search | null>(null);
  const digits = tenDigitNumber(number);

  const filters = search && {
    number: `${OUTGOING_NUMBER_PREFIX}${search.number}`,
    ...presetRange(search.preset, indiaDay(new Date())),
    ...(search.duration ? { duration: search.duration } : {}),
  };
  return (
    <>
      <PageHeader title="Call Search" right={ucid && <CallCentreBadge ucid={ucid} />} />
      <Paper
        withBorder
        radius="md"
        p="md"
        mb="md"
        component="form"
        aria-label="Search calls"
        onSubmit={(event) => {
          event.preventDefault();
          if (digits) setSearch({ number: digits, preset, duration });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            {...searchFieldMark}
            label="Phone number"
            description="The customer's or the agent's"
            inputMode="numeric"
            maxLength={DIALER_NUMBER_LENGTH}
            w={220}
            leftSection={
              <Text size="sm" c="dimmed">
                {OUTGOING_NUMBER_PREFIX}
              </Text>
            }
            leftSectionWidth={44}
            value={number}
            onKeyDown={(event) => {
              if (isBlockedNumberKey(event.key, true)) event.preventDefault();
            }}
            onChange={(event) => setNumber(capDialerInput(event.currentTarget.value))}
          />
          <NumberInput
            label="Talked at least (seconds)"
            min={0}
            max={86_400}
            allowDecimal={false}
            allowNegative={false}
            w={200}
            value={duration ?? ''}
            onChange={(v) => setDuration(typeof v === 'number' ? v : undefined)}
          />
          <DateRangeFilter value={preset} onChange={setPreset} />
          <Button type="submit" leftSection={<IconSearch size={16} />} disabled={!digits}>
            Search
          </Button>
        </Group>
      </Paper>
      {filters ? (
        <CallList filters={filters} ucid={ucid} />
      ) : (
        <EmptyState text="Search the calls of a customer's or an agent's phone number." />
      )}
    </>
  );
}
