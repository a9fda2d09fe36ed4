import type { OrderTeam } from '@backoffice/domain/orders';
import { Button, Group, Select, Text } from '@mantine/core';
import { useMembers } from '@/lib/members/get-members';

interface AgentPickerProps {
  team: OrderTeam;
  /** The agent whose list is shown, or null for the whole list. */
  cetUid: string | null;
  onView: (cetUid: string | null) => void;
}

/** The agents who work a team's lists: role OC for order confirmation, RT for the relationship team. */
const TEAM_ROLE = { oc: 'OC', rt: 'RT' } as const;

/**
 * A Team Leader's choice of agent, from the team's active members (GET /api/get-members/); the
 * list then shows the carts assigned to that agent (the :cet_uid route). Clearing it goes back
 * to the whole list.
 */
export function AgentPicker({ team, cetUid, onView }: AgentPickerProps) {
  const members = useMembers({ role: TEAM_ROLE[team] });
  const agents = members.data?.results ?? [];
  const options = agents.map((m) => ({
    value: String(m.login_id),
    label: `${m.name} (${m.login_id})`,
  }));
  // An address may name an agent outside the team's list (e.g. a moved member): still show them.
  if (cetUid !== null && !options.some((o) => o.value === cetUid)) {
    options.push({ value: cetUid, label: `Login id ${cetUid}` });
  }
  const name = agents.find((m) => String(m.login_id) === cetUid)?.name;
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label="Agent"
        placeholder={members.isPending ? 'Loading agents...' : 'All agents'}
        data={options}
        value={cetUid}
        onChange={(value) => onView(value)}
        searchable
        clearable
        nothingFoundMessage="No agent found"
        disabled={members.isPending}
        error={members.isError ? `Could not load the agents: ${members.error.message}` : undefined}
        w={260}
      />
      {cetUid !== null && (
        <Group gap="xs">
          <Text size="sm">{`Showing the carts of ${name ?? 'agent'} (login id ${cetUid})`}</Text>
          <Button variant="default" size="xs" onClick={() => onView(null)}>
            All agents
          </Button>
        </Group>
      )}
    </Group>
  );
}
