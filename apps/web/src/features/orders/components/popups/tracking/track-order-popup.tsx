import { trackingSteps } from '@backoffice/domain/orders';
import { Group, Stack, Text, Timeline } from '@mantine/core';
import { useCartTracking } from '../api/get-tracking';
import { CourierRecord } from '@/components/courier-record';
import { CourierUnavailable } from './courier-unavailable';
import { StepDetails } from './step-details';
import { StepBullet, StepStateBadge, stepStateLabel } from './step-state';
import { QueryView } from '@/components/ui';

/** Where a cart is: the tracking steps from confirmation to delivery, with the courier's link. */
export function TrackOrderPopup({ cartPid }: { cartPid: number }) {
  const tracking = useCartTracking(cartPid);
  return (
    <QueryView
      query={tracking}
      isEmpty={(data) => data.steps.length === 0 && data.tracking_error === null}
      emptyText="No Tracking Details Found..."
    >
      {(data) => {
        const steps = trackingSteps(data.steps);
        const reached = steps.findLastIndex((step) => step.state !== 'pending');
        return (
          <Stack gap="md">
            {data.tracking_error !== null && (
              <CourierUnavailable docketUrl={data.docket_url} message={data.tracking_error} />
            )}
            {data.tracking && <CourierRecord tracking={data.tracking} />}
            {steps.length > 0 && (
              <Timeline
                active={reached}
                bulletSize={22}
                lineWidth={2}
                role="list"
                aria-label="Tracking steps"
              >
                {steps.map((step) => (
                  <Timeline.Item
                    key={step.key}
                    role="listitem"
                    aria-label={`${step.label}: ${stepStateLabel(step.state)}`}
                    bullet={<StepBullet state={step.state} />}
                    title={
                      <Group gap="xs">
                        <Text fw={600}>{step.label}</Text>
                        <StepStateBadge state={step.state} />
                      </Group>
                    }
                  >
                    <StepDetails step={step} />
                  </Timeline.Item>
                ))}
              </Timeline>
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}
