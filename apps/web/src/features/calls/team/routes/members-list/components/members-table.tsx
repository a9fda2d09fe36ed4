import type { TeamMember } from '@backoffice/domain/calls/team';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { DataTable, usePopup, type DataTableColumn } from '@/components/ui';
import { MemberForm } from './member-form';
import { PodLeaderForm } from './pod-leader-form';

const MANAGED_BY_ADMIN = 'Managed by an Admin';

interface MemberActions {
  edit: (member: TeamMember) => void;
  movePod: (member: TeamMember) => void;
}

// Minimums add up to 1,046 px: every column fits the content area at 1280 px.
const columnsFor = ({ edit, movePod }: MemberActions): readonly DataTableColumn<TeamMember>[] => [
  {
    id: 'login_id',
    header: 'Login id',
    text: (m) => String(m.login_id),
    minWidth: 70,
    grow: 0,
  },
  {
    id: 'name',
    header: 'Name',
    text: (m) => (m.is_pod_leader ? `${m.name} · Pod leader` : m.name),
    render: (m) => (
      <>
        <Text span inherit fw={500}>
          {m.name}
        </Text>
        {m.is_pod_leader && (
          <Text span inherit c="dimmed">
            {' · Pod leader'}
          </Text>
        )}
      </>
    ),
    minWidth: 140,
    grow: 1.5,
  },
  { id: 'email', header: 'E-mail', text: (m) => m.email, minWidth: 180, grow: 1.5 },
  { id: 'contact', header: 'Contact', text: (m) => m.contact ?? '', minWidth: 100, grow: 0 },
  {
    id: 'roles',
    header: 'Roles',
    text: (m) => m.roles.join(', '),
    render: (m) => (
      <Group gap={4} wrap="wrap">
        {m.roles.map((code) => (
          <Badge key={code} variant="light" size="sm">
            {code}
          </Badge>
        ))}
      </Group>
    ),
    minWidth: 140,
    // Many roles take a second line rather than losing any of them.
    wrap: true,
  },
  {
    id: 'login_role',
    header: 'Login role',
    text: (m) => m.login_role ?? '',
    minWidth: 90,
    grow: 0,
  },
  {
    id: 'pod_leader',
    header: 'Pod leader',
    text: (m) => m.pod_leader?.name ?? '',
    minWidth: 110,
  },
  {
    id: 'account',
    header: 'Account',
    text: (m) => (m.is_active ? 'Active' : 'Inactive'),
    render: (m) => (
      <Text span inherit fw={500} c={m.is_active ? 'green.8' : 'dimmed'}>
        {m.is_active ? 'Active' : 'Inactive'}
      </Text>
    ),
    minWidth: 76,
    grow: 0,
  },
  {
    id: 'actions',
    header: 'Actions',
    text: (m) => (m.editable ? '' : MANAGED_BY_ADMIN),
    render: (m) =>
      m.editable ? (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => edit(m)}>
            Edit
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => movePod(m)}>
            Pod
          </Button>
        </Group>
      ) : (
        <Text span size="xs" c="dimmed">
          {MANAGED_BY_ADMIN}
        </Text>
      ),
    minWidth: 140,
    grow: 0,
    hideable: false,
  },
];

interface MembersTableProps {
  /** The members of the page; undefined while they load. */
  rows: readonly TeamMember[] | undefined;
  error: Error | null;
  onRetry: () => void;
  /** Above the table, beside the column chooser: the pagination. */
  toolbar: ReactNode;
}

/** The members of a page: who they are, their roles and pod, whether active; edit and pod actions. */
export function MembersTable({ rows, error, onRetry, toolbar }: MembersTableProps) {
  const popup = usePopup();
  const columns = useMemo(
    () =>
      columnsFor({
        edit: (member) =>
          popup.open((close) => <MemberForm member={member} close={close} />, {
            title: `Edit ${member.name}`,
            size: 'lg',
          }),
        movePod: (member) =>
          popup.open((close) => <PodLeaderForm member={member} close={close} />, {
            title: `Pod of ${member.name}`,
          }),
      }),
    [popup],
  );
  return (
    <DataTable
      label="Members"
      tableId="calls.team.members"
      columns={columns}
      rows={rows}
      rowId={(m) => String(m.login_id)}
      error={error}
      onRetry={onRetry}
      emptyText="No Members Found..."
      toolbar={toolbar}
    />
  );
}
