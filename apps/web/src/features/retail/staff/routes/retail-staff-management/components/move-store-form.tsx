import {
  ZRetailMemberRemappingRequest,
  type RetailMember,
  type TRetailMemberRemappingRequest,
} from '@backoffice/domain/retail/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors, SelectField } from '@/components/form';
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
  const form = useForm<TRetailMemberRemappingRequest>({
    resolver: zodResolver(ZRetailMemberRemappingRequest),
    defaultValues: { retail_member_pid: member.retail_member_pid, retail_store_id: '' },
  });
  const target = useWatch({ control: form.control, name: 'retail_store_id' });
  const submit = form.handleSubmit((body) =>
    move.mutate(body, {
      onSuccess: close,
      onError: (error) => applyServerErrors(form, error, ['retail_store_id']),
    }),
  );
  const others = (stores.data?.data ?? []).filter(
    (s) => s.retail_store_id !== member.retail_store_id,
  );
  return (
    <form noValidate aria-label="Move to store" onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text size="sm">
          {member.name} works at {member.retail_store_name} ({member.retail_store_id}).
        </Text>
        <SelectField
          control={form.control}
          name="retail_store_id"
          label="Move to store"
          placeholder="Choose a store"
          data={others.map((s) => ({
            value: s.retail_store_id,
            label: `${s.retail_store_id} · ${s.name}`,
          }))}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={!target} loading={move.isPending}>
            Move
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
