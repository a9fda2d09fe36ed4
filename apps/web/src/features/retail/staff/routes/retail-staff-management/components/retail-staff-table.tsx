import { RETAIL_STAFF_MESSAGES as M, type RetailMember } from '@backoffice/domain/retail/staff';
import { Button, Group, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { DataTable, useConfirm, usePopup, type DataTableColumn } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { useToggleRetailMember } from '@/features/retail/staff/api/retail-member-writes';
import { MoveStoreForm } from './move-store-form';
import { RetailStaffForm } from './retail-staff-form';

/** Managers' accounts stay with an Admin (docs/retail.md, "Who may change whom"). */
const MANAGED_BY_ADMIN = 'Managed by an Admin';

interface MemberActions {
  edit: (member: RetailMember) => void;
  move: (member: RetailMember) => void;
  toggle: (member: RetailMember) => void;
}

const statusOf = (m: RetailMember) => (m.is_active ? 'Active' : 'Inactive');

const columnsFor = ({
  edit,
  move,
  toggle,
}: MemberActions): readonly DataTableColumn<RetailMember>[] => [
  { id: 'login_id', header: 'Login id', text: (m) => String(m.login_id), minWidth: 70, grow: 0 },
  { id: 'name', header: 'Name', text: (m) => m.name, minWidth: 140, grow: 1.5 },
  { id: 'email', header: 'Email', text: (m) => m.email, minWidth: 200, grow: 1.5 },
  { id: 'contact', header: 'Contact', text: (m) => m.contact, minWidth: 100, grow: 0 },
  { id: 'role', header: 'Role', text: (m) => m.role, minWidth: 110, grow: 0 },
  { id: 'store', header: 'Retail Store ID', text: (m) => m.retail_store_id, minWidth: 110 },
  { id: 'store_name', header: 'Store Name', text: (m) => m.retail_store_name, minWidth: 160 },
  {
    id: 'created',
    header: 'Created',
    text: (m) => formatDateTime(m.create_timestamp),
    minWidth: 140,
    grow: 0,
  },
  {
    id: 'status',
    header: 'Status',
    text: statusOf,
    render: (m) => (
      <Text span inherit fw={500} c={m.is_active ? 'green.8' : 'dimmed'}>
        {statusOf(m)}
      </Text>
    ),
    minWidth: 76,
    grow: 0,
  },
  {
    id: 'actions',
    header: 'Actions',
    text: (m) => (m.role_type === 1 ? MANAGED_BY_ADMIN : ''),
    render: (m) =>
      m.role_type === 1 ? (
        <Text span size="xs" c="dimmed">
          {MANAGED_BY_ADMIN}
        </Text>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => edit(m)}>
            Edit
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => move(m)}>
            Move
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color={m.is_active ? 'red' : 'green'}
            onClick={() => toggle(m)}
          >
            {m.is_active ? 'Deactivate' : 'Activate'}
          </Button>
        </Group>
      ),
    minWidth: 220,
    grow: 0,
    hideable: false,
  },
];

interface RetailStaffTableProps {
  /** The members of the page; undefined while they load. */
  rows: readonly RetailMember[] | undefined;
  error: Error | null;
  onRetry: () => void;
  /** Above the table: the pagination. */
  toolbar: ReactNode;
}

/** The members of the manager's store, with edit, move and activate or deactivate. */
export function RetailStaffTable({ rows, error, onRetry, toolbar }: RetailStaffTableProps) {
  const popup = usePopup();
  const confirm = useConfirm();
  const toggle = useToggleRetailMember();
  const columns = useMemo(
    () =>
      columnsFor({
        edit: (member) =>
          popup.open((close) => <RetailStaffForm member={member} close={close} />, {
            title: `Edit ${member.name}`,
            size: 'lg',
          }),
        move: (member) =>
          popup.open((close) => <MoveStoreForm member={member} close={close} />, {
            title: `Move ${member.name}`,
          }),
        toggle: (member) =>
          void confirm(M.confirmToggle).then(
            (yes) =>
              yes &&
              toggle.mutate({
                retail_member_pid: member.retail_member_pid,
                deactivate_member: member.is_active,
              }),
          ),
      }),
    [popup, confirm, toggle],
  );
  return (
    <DataTable
      label="Retail staff"
      tableId="retail.staff.members"
      columns={columns}
      rows={rows}
      rowId={(m) => String(m.retail_member_pid)}
      error={error}
      onRetry={onRetry}
      emptyText="No Retail Staff Found..."
      toolbar={toolbar}
    />
  );
}
