import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { CourierRecord } from '@/components/courier-record';
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
          {data.tracking && <CourierRecord tracking={data.tracking} defaultOpen />}
        </Stack>
      )}
    </QueryView>
  );
}
