import { indiaDay } from '@backoffice/domain/core/dates';
import { presetRange, type CallType } from '@backoffice/domain/calls/calls';
import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CallCentreBadge, PageHeader } from '@/components/ui';
import { CallList } from '@/features/calls/calls/components/call-list';
import { CallsPerHourCard } from '@/features/calls/calls/components/calls-per-hour-card';
import { DateRangeFilter } from '@/features/calls/calls/components/date-range-filter';
import { usePeriodParam } from '@/features/calls/calls/components/use-period-param';

const CALL_TYPE_OPTIONS = [
  { value: '', label: 'All calls' },
  { value: 'outbound', label: 'Outbound' },
  { value: 'inbound', label: 'Inbound' },
];

/**
 * /total-calls: the calls and dispositions per hour of the period, then the calls of the period
 * (the team's for a team leader or quality, one's own and the unanswered inbound calls
 * otherwise), all or missed, with their recordings. The period lives in the address
 * (?period=last-7-days); ?ucid= marks a call-centre context that the order links keep.
 */
export function TotalCallsScreen() {
  const [query] = useSearchParams();
  const ucid = query.get('ucid');
  const [preset, setPreset] = usePeriodParam('Today');
  const [callType, setCallType] = useState<CallType | ''>('');
  const range = presetRange(preset, indiaDay(new Date()));
  return (
    <>
      <PageHeader title="Total Calls" right={ucid && <CallCentreBadge ucid={ucid} />}>
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
      <CallsPerHourCard preset={preset} days={range} />
      <CallList filters={{ ...range, ...(callType ? { call_type: callType } : {}) }} ucid={ucid} />
    </>
  );
}
