import {
  istDateOf,
  presetRange,
  type CallDatePreset,
  type CallType,
} from '@backoffice/domain/calls/calls';
import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '@/components/ui';
import { CallList } from '@/features/calls/calls/components/call-list';
import { CallsPerHourCard } from '@/features/calls/calls/components/calls-per-hour-card';
import { DateRangeFilter } from '@/features/calls/calls/components/date-range-filter';

const CALL_TYPE_OPTIONS = [
  { value: '', label: 'All calls' },
  { value: 'outbound', label: 'Outbound' },
  { value: 'inbound', label: 'Inbound' },
];

/**
 * /total-calls: today's calls and dispositions per hour, then the calls of a date range (the
 * team's for a team leader or quality, one's own and the unanswered inbound calls otherwise),
 * all or missed, with their recordings.
 */
export function TotalCallsScreen() {
  const [preset, setPreset] = useState<CallDatePreset>('Today');
  const [callType, setCallType] = useState<CallType | ''>('');
  const range = presetRange(preset, istDateOf(new Date()));
  return (
    <>
      <PageHeader title="Total Calls">
        <Group gap="sm">
          <DateRangeFilter value={preset} onChange={setPreset} />
          <Select
            aria-label="Call type"
            w={160}
            data={CALL_TYPE_OPTIONS}
            value={callType}
            allowDeselect={false}
            onChange={(v) => setCallType(v === 'outbound' || v === 'inbound' ? v : '')}
          />
        </Group>
      </PageHeader>
      <CallsPerHourCard />
      <CallList filters={{ ...range, ...(callType ? { call_type: callType } : {}) }} />
    </>
  );
}
