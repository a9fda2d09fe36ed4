import { PRESENCE_LABELS, type QueryConcernMemberResponse } from '@backoffice/domain/calls/team';
import { Loader, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { useConcernMember } from './get-concern-member';

type CartAgent = QueryConcernMemberResponse['carts'][number];

// The popup is 'lg' (620 px, about 588 px inside): the minimums add up to 460 px.
const COLUMNS: readonly DataTableColumn<CartAgent>[] = [
  { id: 'cart_pid', header: 'Cart', text: (c) => String(c.cart_pid), minWidth: 80, grow: 0 },
  {
    id: 'agent',
    header: 'Agent',
    text: ({ member }) => (member ? `${member.name} (${member.login_id})` : 'Unassigned'),
    minWidth: 180,
    grow: 2,
  },
  {
    id: 'now',
    header: 'Now',
    text: ({ member }) => (member ? PRESENCE_LABELS[member.presence] : ''),
    minWidth: 80,
    grow: 0,
  },
  {
    id: 'pod_leader',
    header: 'Pod leader',
    text: ({ member }) => member?.pod_leader?.name ?? '',
    minWidth: 120,
  },
];

/** Who works each cart of the order now, whether they are Working, and their pod leader. */
export function CurrentAgent({ orderRandomId }: { orderRandomId: string }) {
  const concern = useConcernMember(orderRandomId);
  // A small loader and a line of text: the table only informs the choice the form asks for.
  if (concern.isPending) return <Loader size="sm" aria-label="Loading the agents" />;
  if (concern.isError) {
    return (
      <Text size="sm" c="red">
        {`Could not load who works the carts: ${concern.error.message}`}
      </Text>
    );
  }
  return (
    <DataTable
      label="Agents of the carts"
      tableId="calls.team.cart-agents"
      columns={COLUMNS}
      rows={concern.data.carts}
      rowId={(c) => String(c.cart_pid)}
      emptyText="No Carts Found..."
      placement="popup"
    />
  );
}
