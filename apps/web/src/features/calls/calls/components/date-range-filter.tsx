import { CALL_DATE_PRESETS, type CallDatePreset } from '@backoffice/domain/calls/calls';
import { SegmentedControl } from '@mantine/core';

/** The date-range presets of the call lists: Today, Last 7 Days, Last 30 Days. */
export function DateRangeFilter({
  value,
  onChange,
}: {
  value: CallDatePreset;
  onChange: (preset: CallDatePreset) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Date range"
      data={[...CALL_DATE_PRESETS]}
      value={value}
      onChange={(v) => onChange(CALL_DATE_PRESETS.find((p) => p === v) ?? 'Today')}
    />
  );
}
