import { PRESENCE_LABELS } from '@backoffice/domain/calls/team';
import { Loader, Table, Text } from '@mantine/core';
import { useConcernMember } from './get-concern-member';

/** Who works each cart of the order now, whether they are Working, and their pod leader. */
export function CurrentAgent({ orderRandomId }: { orderRandomId: string }) {
  const concern = useConcernMember(orderRandomId);
  if (concern.isPending) return <Loader size="sm" aria-label="Loading the agents" />;
  if (concern.isError) {
    return (
      <Text size="sm" c="red">
        {`Could not load who works the carts: ${concern.error.message}`}
      </Text>
    );
  }
  return (
    <Table withTableBorder aria-label="Agents of the carts" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Cart</Table.Th>
          <Table.Th>Agent</Table.Th>
          <Table.Th>Now</Table.Th>
          <Table.Th>Pod leader</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {concern.data.carts.map(({ cart_pid, member }) => (
          <Table.Tr key={cart_pid}>
            <Table.Td>{cart_pid}</Table.Td>
            <Table.Td>{member ? `${member.name} (${member.login_id})` : 'Unassigned'}</Table.Td>
            <Table.Td>{member ? PRESENCE_LABELS[member.presence] : ''}</Table.Td>
            <Table.Td>{member?.pod_leader?.name ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
