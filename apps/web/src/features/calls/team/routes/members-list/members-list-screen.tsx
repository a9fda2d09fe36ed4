import { ROLE_CODES, type RoleCode } from '@backoffice/domain/access';
import { MEMBER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import { Button, Checkbox, Group, Select } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { PageHeader, PaginationBar, usePopup } from '@/components/ui';
import { useMembers } from '@/lib/members/get-members';
import { SearchBox } from '@/features/calls/team/components/search-box';
import { useListParams } from '@/features/calls/team/components/use-list-params';
import { MemberForm } from './components/member-form';
import { MembersTable } from './components/members-table';

const isRoleCode = (value: string): value is RoleCode =>
  (ROLE_CODES as readonly string[]).includes(value);

/**
 * /members-list (members who may create members, neither TEAML nor ADMIN): the members by login
 * id with search, role and inactive filters; add a member, edit one, move one between pods.
 */
export function MembersListScreen() {
  const params = useListParams();
  const role = params.get('role');
  const members = useMembers({
    search: params.get('search') || undefined,
    role: isRoleCode(role) ? role : undefined,
    include_inactive: params.get('inactive') === '1' || undefined,
    offset: params.offset,
  });
  const popup = usePopup();
  const addMember = () =>
    popup.open((close) => <MemberForm close={close} />, { title: 'Add Member', size: 'lg' });
  return (
    <>
      <PageHeader
        title="Members"
        count={members.data?.count}
        right={
          <Button leftSection={<IconUserPlus size={16} />} onClick={addMember}>
            Add Member
          </Button>
        }
      >
        <Group gap="md" align="flex-end">
          <SearchBox
            label="Search members"
            value={params.get('search')}
            onSearch={(search) => params.set({ search })}
          />
          <Select
            label="Role"
            placeholder="Any role"
            data={[...ROLE_CODES]}
            value={isRoleCode(role) ? role : null}
            onChange={(value) => params.set({ role: value })}
            clearable
            w={200}
          />
          <Checkbox
            label="Show inactive members"
            checked={params.get('inactive') === '1'}
            onChange={(event) => params.set({ inactive: event.currentTarget.checked ? '1' : null })}
            mb={8}
          />
        </Group>
      </PageHeader>
      <MembersTable
        rows={members.data?.results}
        error={members.error}
        onRetry={() => void members.refetch()}
        toolbar={
          members.data && members.data.count > 0 ? (
            <PaginationBar
              offset={params.offset}
              limit={MEMBER_LIST_PAGE_SIZE}
              total={members.data.count}
              matched={members.data.count}
              onChange={({ offset }) => params.setOffset(offset)}
            />
          ) : undefined
        }
      />
    </>
  );
}
