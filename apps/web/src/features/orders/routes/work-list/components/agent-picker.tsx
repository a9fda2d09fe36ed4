import { ZCetUid } from '@backoffice/domain/orders';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

interface AgentPickerProps {
  /** The agent whose list is shown, or null for the whole list. */
  cetUid: string | null;
  /** The agent's name, when a row of the list names them. */
  agentName: string | undefined;
  onView: (cetUid: string | null) => void;
}

/**
 * A Team Leader's choice of agent. The API has no list of agents, so the leader types the
 * agent's login id; the list then shows the carts assigned to that agent (the :cet_uid route).
 */
export function AgentPicker({ cetUid, agentName, onView }: AgentPickerProps) {
  const [typed, setTyped] = useState(cetUid ?? '');
  const valid = ZCetUid.safeParse(typed).success;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onView(String(ZCetUid.parse(typed)));
  };
  return (
    <Group gap="sm" align="flex-end">
      <form onSubmit={submit} aria-label="Choose an agent">
        <Group gap="xs" align="flex-end">
          <TextInput
            label="Agent login id"
            inputMode="numeric"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value.replace(/\D/g, ''))}
            w={140}
          />
          <Button
            type="submit"
            variant="light"
            disabled={!valid}
            leftSection={<IconUserSearch size={16} />}
          >
            View agent's list
          </Button>
        </Group>
      </form>
      {cetUid !== null && (
        <Group gap="xs">
          <Text size="sm">
            {`Showing the carts of ${agentName ?? 'agent'} (login id ${cetUid})`}
          </Text>
          <Button variant="default" size="xs" onClick={() => onView(null)}>
            All agents
          </Button>
        </Group>
      )}
    </Group>
  );
}
