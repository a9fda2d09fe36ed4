import type { TeamMember } from '@backoffice/domain/calls/team';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorState, LoadingState } from '@/components/ui';
import { useMemberPods, useSetPodLeader } from '@/features/calls/team/api/member-pods';

const NO_POD = 'none';

/** Moves a member into an active pod leader's pod, or out of any pod. */
export function PodLeaderForm({ member, close }: { member: TeamMember; close: () => void }) {
  const pods = useMemberPods();
  const move = useSetPodLeader();
  const [chosen, setChosen] = useState(String(member.pod_leader?.login_id ?? NO_POD));
  if (pods.isPending) return <LoadingState />;
  if (pods.isError) {
    return <ErrorState message={pods.error.message} onRetry={() => void pods.refetch()} />;
  }
  const options = [
    { value: NO_POD, label: 'No pod' },
    ...pods.data.pods
      .filter((p) => p.is_active && p.login_id !== member.login_id)
      .map((p) => ({ value: String(p.login_id), label: `${p.name} (${p.members.length} in pod)` })),
  ];
  const save = () =>
    move.mutate(
      {
        login_id: member.login_id,
        version: member.version,
        pod_leader_login_id: chosen === NO_POD ? null : Number(chosen),
      },
      { onSettled: close },
    );
  return (
    <Stack gap="sm">
      <Text size="sm">{`Now: ${member.pod_leader?.name ?? 'no pod'}`}</Text>
      <Select
        label="Pod leader"
        data={options}
        value={chosen}
        onChange={(value) => setChosen(value ?? NO_POD)}
        allowDeselect={false}
        searchable
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button onClick={save} loading={move.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
