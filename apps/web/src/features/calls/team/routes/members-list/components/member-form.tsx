import { LOGIN_ROLES, ROLE_CODES, type LoginRole, type RoleCode } from '@backoffice/domain/access';
import {
  PROTECTED_LOGIN_ROLES,
  PROTECTED_ROLE_CODES,
  ZEditMemberRequest,
  type TEditMemberRequest,
  type TeamMember,
} from '@backoffice/domain/calls/team';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/components/form';
import { isStale } from '@/lib/api/api-error';
import { useEditMember } from '@/features/calls/team/api/edit-member';

// A member manager gives neither ADMIN, TEAML nor the Admin login role (domain member rules).
const GRANTABLE_ROLES = ROLE_CODES.filter(
  (r) => !(PROTECTED_ROLE_CODES as readonly RoleCode[]).includes(r),
);
const GRANTABLE_LOGIN_ROLES = LOGIN_ROLES.filter(
  (r) => !(PROTECTED_LOGIN_ROLES as readonly LoginRole[]).includes(r),
);

/** The fields the server checks again (uniqueness, who may grant what), shown under each. */
const SERVER_CHECKED_FIELDS = [
  'name',
  'email',
  'contact',
  'password',
  'roles',
  'login_role',
] as const satisfies readonly (keyof TEditMemberRequest)[];

const valuesOf = (member: TeamMember | undefined): TEditMemberRequest =>
  member
    ? {
        login_id: member.login_id,
        version: member.version,
        name: member.name,
        email: member.email,
        contact: member.contact ?? '',
        roles: member.roles,
        login_role: member.login_role,
        is_active: member.is_active,
        is_pod_leader: member.is_pod_leader,
        can_create_member: member.can_create_member,
        password: '',
      }
    : {
        name: '',
        email: '',
        contact: '',
        roles: [],
        login_role: null,
        is_active: true,
        is_pod_leader: false,
        can_create_member: false,
        password: '',
      };

interface MemberFormProps {
  /** The member to change; none to create one. */
  member?: TeamMember;
  close: () => void;
}

/** Creates a member or changes one: who they are, their roles, flags and (new) password. */
export function MemberForm({ member, close }: MemberFormProps) {
  const save = useEditMember();
  const form = useForm<TEditMemberRequest>({
    resolver: zodResolver(ZEditMemberRequest),
    defaultValues: valuesOf(member),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((request) =>
    save.mutate(request, {
      onSuccess: close,
      // Changed by someone else: the list reloads; the next edit starts from the new version.
      // A field the server refused (an e-mail already taken ...) shows its message under it.
      onError: (error) => {
        if (isStale(error)) close();
        else applyServerErrors(form, error, SERVER_CHECKED_FIELDS);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={member ? 'Edit member' : 'Add member'}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name"
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label="E-mail"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput
            label="Contact number"
            required
            inputMode="numeric"
            maxLength={10}
            error={errors.contact?.message}
            {...form.register('contact')}
          />
          <PasswordInput
            label="Password"
            required={!member}
            description={member ? 'Leave empty to keep the current password' : undefined}
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <MultiSelect
                label="Roles"
                data={GRANTABLE_ROLES}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={errors.roles?.message ?? errors.roles?.root?.message}
                clearable
              />
            )}
          />
          <Controller
            control={form.control}
            name="login_role"
            render={({ field }) => (
              <Select
                label="Login role"
                placeholder="None"
                data={GRANTABLE_LOGIN_ROLES}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={errors.login_role?.message}
                clearable
              />
            )}
          />
        </SimpleGrid>
        <Group gap="xl">
          <Switch label="Active" {...form.register('is_active')} />
          <Switch label="Pod leader" {...form.register('is_pod_leader')} />
          <Switch label="Can create members" {...form.register('can_create_member')} />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {member ? 'Save changes' : 'Create member'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
