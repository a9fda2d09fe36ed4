import { formatTrackingTime, type TrackingStep } from '@backoffice/domain/orders';
import { Alert, Anchor, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';

/** Under a step: its time, the courier's docket and delay, and each sub-activity. */
export function StepDetails({ step }: { step: TrackingStep }) {
  const docket = step.tracking_data;
  return (
    <Stack gap={4}>
      {step.time && (
        <Text size="xs" c="dimmed">
          {formatTrackingTime(step.time)}
        </Text>
      )}
      {docket && (
        <Text size="sm">
          {docket.docket_name}:{' '}
          {docket.docket_url ? (
            <Anchor href={docket.docket_url} target="_blank" rel="noreferrer">
              {docket.tracking_number}
            </Anchor>
          ) : (
            docket.tracking_number
          )}
        </Text>
      )}
      {docket?.delay_message && (
        <Alert color="yellow" p="xs">
          {docket.delay_message}
        </Alert>
      )}
      {step.sub_activities.length > 0 && (
        <List size="sm" spacing={2} aria-label={`${step.label} activities`}>
          {step.sub_activities.map((sub, index) => (
            <List.Item
              key={`${index}-${sub.activity}`}
              icon={
                sub.status ? (
                  <IconCheck size={14} color="green" aria-hidden />
                ) : (
                  <IconClock size={14} color="gray" aria-hidden />
                )
              }
            >
              <VisuallyHidden>{sub.status ? 'Done: ' : 'Pending: '}</VisuallyHidden>
              {sub.activity}
              {sub.time && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {formatTrackingTime(sub.time)}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
