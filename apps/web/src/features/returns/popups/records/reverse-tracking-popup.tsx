import { Alert, Anchor, Stack, Table, Text } from '@mantine/core';
import { QueryView } from '@/components/ui';
import { useReturnTracking } from '@/features/returns/api/cart-reads';

/** Reverse tracking of the return pickup's docket, through the courier adapter (/track-return-docket/). */
export function ReverseTrackingPopup({ cartPid }: { cartPid: number }) {
  const tracking = useReturnTracking(cartPid);
  return (
    <QueryView
      query={tracking}
      isEmpty={(data) => data.tracking === null && data.tracking_error === null}
      emptyText="This return has no docket to track yet"
    >
      {(data) => (
        <Stack gap="sm">
          {data.tracking_error && (
            <Alert color="red">
              <Text size="sm">{data.tracking_error}</Text>
              {data.docket_url && (
                <Anchor href={data.docket_url} target="_blank" rel="noreferrer" size="sm">
                  Open the courier’s page
                </Anchor>
              )}
            </Alert>
          )}
          {data.tracking && (
            <>
              <Text size="sm">{`${data.tracking.docket_name} · ${data.tracking.DocketNumber} · ${data.tracking.Status}`}</Text>
              <Text
                size="xs"
                c="dimmed"
              >{`${data.tracking.Origin} to ${data.tracking.Destination}`}</Text>
              <Table striped aria-label="Scans">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Scan</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Location</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.tracking.Scans.map((scan) => (
                    <Table.Tr key={`${scan.ScanDate}-${scan.ScanDescription}`}>
                      <Table.Td>{scan.ScanDescription}</Table.Td>
                      <Table.Td>{scan.ScanDate}</Table.Td>
                      <Table.Td>{scan.ScanLocation}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          )}
        </Stack>
      )}
    </QueryView>
  );
}
