import type { SheetUploadStatus } from '@backoffice/domain/uploads';
import { Badge } from '@mantine/core';

const STATUS_LOOK: Record<SheetUploadStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  done: { label: 'Done', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

export const uploadStatusLabel = (status: SheetUploadStatus) => STATUS_LOOK[status].label;

export function UploadStatusBadge({ status }: { status: SheetUploadStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}
