import { Badge } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';

/** Marks a screen opened from a call (the `ucid` query, spec 000 section 2). */
export function CallCentreBadge({ ucid }: { ucid: string }) {
  return (
    <Badge color="grape" variant="light" leftSection={<IconHeadset size={14} />} title={ucid}>
      Call centre
    </Badge>
  );
}
