import {
  RETAIL_ROLE_LABELS,
  RETAIL_ROLE_TYPES,
  ZRetailStaffForm,
  type RetailMember,
  type TRetailStaffForm,
} from '@backoffice/domain/retail/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Code,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors, TextField } from '@/components/form';
import { useRetailStoreIds } from '@/features/retail/staff/api/get-retail-staff';
import {
  useCreateRetailMember,
  useUpdateRetailMember,
} from '@/features/retail/staff/api/retail-member-writes';

/** The form as typed: no role picked yet is null. */
type RetailStaffFormInput = Omit<TRetailStaffForm, 'role_type'> & { role_type: number | null };

const ROLE_OPTIONS = RETAIL_ROLE_TYPES.map((role) => ({
  value: String(role),
  label: RETAIL_ROLE_LABELS[role],
}));

/** The fields the server checks again (an email already taken, a store of another ...). */
const SERVER_CHECKED_FIELDS = [
  'name',
  'email',
  'contact',
  'role_type',
  'retail_store_id',
] as const satisfies readonly (keyof TRetailStaffForm)[];

const digitsOnly = (typed: string) => typed.replace(/\D/g, '').slice(0, 10);

const valuesOf = (member: RetailMember | undefined): RetailStaffFormInput =>
  member
    ? {
        name: member.name,
        email: member.email,
        contact: member.contact,
        role_type: member.role_type,
        retail_store_id: member.retail_store_id,
      }
    : { name: '', email: '', contact: '', role_type: null, retail_store_id: '' };

interface RetailStaffFormProps {
  /** The member to change; none to add one. */
  member?: RetailMember;
  close: () => void;
}

/**
 * The retail staff form (002 section 5): in edit mode name, email and contact are read-only;
 * the button reads Update in edit and Create in add, enabled only after a change. Picking a
 * store id fills the read-only store name. A new member's first password is shown once.
 */
export function RetailStaffForm({ member, close }: RetailStaffFormProps) {
  const create = useCreateRetailMember();
  const update = useUpdateRetailMember();
  const stores = useRetailStoreIds();
  const [firstPassword, setFirstPassword] = useState<string | null>(null);
  const form = useForm<RetailStaffFormInput, unknown, TRetailStaffForm>({
    resolver: zodResolver(ZRetailStaffForm),
    defaultValues: valuesOf(member),
  });
  const storeId = useWatch({ control: form.control, name: 'retail_store_id' });
  const storeName = stores.data?.data.find((s) => s.retail_store_id === storeId)?.name ?? '';
  const errors = form.formState.errors;
  const onError = (error: Error) => applyServerErrors(form, error, SERVER_CHECKED_FIELDS);
  const submit = form.handleSubmit((values) =>
    member
      ? update.mutate(
          { ...values, retail_member_pid: member.retail_member_pid },
          { onSuccess: close, onError },
        )
      : create.mutate(values, {
          onSuccess: (answer) =>
            answer.first_password ? setFirstPassword(answer.first_password) : close(),
          onError,
        }),
  );

  if (firstPassword) {
    return (
      <Stack gap="md">
        <Alert color="green" title="Retail staff member created">
          <Text size="sm">
            First password: <Code data-testid="first-password">{firstPassword}</Code>
          </Text>
          <Text size="sm" mt="xs">
            It is shown only now. Give it to the member: they choose their own at the first sign-in.
          </Text>
        </Alert>
        <Group justify="flex-end">
          <Button onClick={close}>Done</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={member ? 'Edit retail staff' : 'Add retail staff'}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={form.control} name="name" label="Name" required readOnly={!!member} />
          <TextField
            control={form.control}
            name="email"
            label="Email"
            required
            readOnly={!!member}
          />
          <Controller
            control={form.control}
            name="role_type"
            render={({ field }) => (
              <Select
                label="Role"
                required
                placeholder="Choose a role"
                data={ROLE_OPTIONS}
                value={field.value === null ? null : String(field.value)}
                onChange={(value) => field.onChange(value === null ? null : Number(value))}
                error={errors.role_type?.message}
              />
            )}
          />
          <TextField
            control={form.control}
            name="contact"
            label="Contact"
            required
            inputMode="numeric"
            maxLength={10}
            parse={digitsOnly}
            readOnly={!!member}
          />
          <Controller
            control={form.control}
            name="retail_store_id"
            render={({ field }) => (
              <Select
                label="Retail Store ID"
                required
                placeholder="Choose a store"
                data={(stores.data?.data ?? []).map((s) => s.retail_store_id)}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.retail_store_id?.message}
                searchable
              />
            )}
          />
          <TextInput label="Retail Store Name" value={storeName} readOnly />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!form.formState.isDirty}
            loading={create.isPending || update.isPending}
          >
            {member ? 'Update' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
