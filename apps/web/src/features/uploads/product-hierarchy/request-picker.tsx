import type { HierarchyRequestSummary } from '@backoffice/domain/uploads';
import { Select } from '@mantine/core';
import { formatDateTime } from '@/lib/format';

const labelOf = (r: HierarchyRequestSummary) =>
  `Request ${r.request_id}: ${r.requested_by.name}, ${formatDateTime(r.requested_at)} (${r.pending} of ${r.rows} pending)`;

export interface RequestPickerProps {
  requests: readonly HierarchyRequestSummary[];
  value: number | null;
  onChange: (requestId: number) => void;
}

/** The requests with pending rows to choose from. */
export function RequestPicker({ requests, value, onChange }: RequestPickerProps) {
  const data = requests.map((r) => ({ value: String(r.request_id), label: labelOf(r) }));
  const chosen = value === null ? null : String(value);
  // A request named in the address but no longer pending still shows as chosen.
  if (chosen !== null && !data.some((d) => d.value === chosen)) {
    data.unshift({ value: chosen, label: `Request ${chosen}` });
  }
  return (
    <Select
      label="Approval request"
      placeholder="Choose a request"
      data={data}
      value={chosen}
      onChange={(next) => next && onChange(Number(next))}
      allowDeselect={false}
      maw={560}
    />
  );
}
