import type { TeamMember } from '@backoffice/domain/calls/team';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { usePopup } from '@/components/ui';
import { MemberForm } from './member-form';
import { PodLeaderForm } from './pod-leader-form';

/** The members of a page: who they are, their roles and pod, whether active; edit and pod actions. */
export function MembersTable({ members }: { members: readonly TeamMember[] }) {
  const popup = usePopup();
  const edit = (member: TeamMember) =>
    popup.open((close) => <MemberForm member={member} close={close} />, {
      title: `Edit ${member.name}`,
      size: 'lg',
    });
  const movePod = (member: TeamMember) =>
    popup.open((close) => <PodLeaderForm member={member} close={close} />, {
      title: `Pod of ${member.name}`,
    });
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label="Members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>Login id</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>Login role</Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>Pod leader</Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((m) => (
            <Table.Tr key={m.login_id}>
              <Table.Td>{m.login_id}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {m.name}
                </Text>
                {m.is_pod_leader && (
                  <Text size="xs" c="dimmed">
                    Pod leader
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{m.email}</Table.Td>
              <Table.Td>{m.contact}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {m.roles.map((code) => (
                    <Badge key={code} variant="light" size="sm">
                      {code}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{m.login_role}</Table.Td>
              <Table.Td>{m.pod_leader?.name}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} c={m.is_active ? 'green.8' : 'dimmed'}>
                  {m.is_active ? 'Active' : 'Inactive'}
                </Text>
              </Table.Td>
              <Table.Td>
                {m.editable ? (
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => edit(m)}>
                      Edit
                    </Button>
                    <Button size="xs" variant="default" onClick={() => movePod(m)}>
                      Pod
                    </Button>
                  </Group>
                ) : (
                  <Text size="xs" c="dimmed">
                    Managed by an Admin
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
