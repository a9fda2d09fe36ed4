import type { RetailMember } from '@backoffice/domain/retail/staff';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useRetailStoreIds } from '@/features/retail/staff/api/get-retail-staff';
import { useRemapRetailMember } from '@/features/retail/staff/api/retail-member-writes';

interface MoveStoreFormProps {
  member: RetailMember;
  close: () => void;
}

/** Moves a member to another store (retail-member-remapping): they leave this store's list. */
export function MoveStoreForm({ member, close }: MoveStoreFormProps) {
  const stores = useRetailStoreIds();
  const move = useRemapRetailMember();
  const [target, setTarget] = useState<string | null>(null);
  const others = (stores.data?.data ?? []).filter(
    (s) => s.retail_store_id !== member.retail_store_id,
  );
  return (
    <Stack gap="md">
      <Text size="sm">
        {member.name} works at {member.retail_store_name} ({member.retail_store_id}).
      </Text>
      <Select
        label="Move to store"
        placeholder="Choose a store"
        data={others.map((s) => ({
          value: s.retail_store_id,
          label: `${s.retail_store_id} · ${s.name}`,
        }))}
        value={target}
        onChange={setTarget}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button
          disabled={target === null}
          loading={move.isPending}
          onClick={() =>
            target &&
            move.mutate(
              { retail_member_pid: member.retail_member_pid, retail_store_id: target },
              { onSuccess: close },
            )
          }
        >
          Move
        </Button>
      </Group>
    </Stack>
  );
}
