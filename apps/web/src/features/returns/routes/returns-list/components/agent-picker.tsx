import { Select } from '@mantine/core';
import { useMembers } from '@/lib/members/get-members';

interface AgentPickerProps {
  /** The agent whose requests are shown, or null for the whole list. */
  cetUid: string | null;
  onView: (cetUid: string | null) => void;
}

/**
 * A Team Leader's choice of customer-experience agent (the :cet_uid route): the list then shows
 * the requests assigned to that agent; clearing it goes back to the whole list.
 */
export function AgentPicker({ cetUid, onView }: AgentPickerProps) {
  const members = useMembers({ role: 'CET' });
  const options = (members.data?.results ?? []).map((m) => ({
    value: String(m.login_id),
    label: `${m.name} (${m.login_id})`,
  }));
  if (cetUid !== null && !options.some((o) => o.value === cetUid)) {
    options.push({ value: cetUid, label: `Login id ${cetUid}` });
  }
  return (
    <Select
      label="Agent"
      placeholder={members.isPending ? 'Loading agents...' : 'All agents'}
      data={options}
      value={cetUid}
      onChange={onView}
      searchable
      clearable
      nothingFoundMessage="No agent found"
      error={members.isError ? `Could not load the agents: ${members.error.message}` : undefined}
      w={260}
    />
  );
}
