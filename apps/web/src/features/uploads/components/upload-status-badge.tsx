import type { SheetUploadStatus } from '@backoffice/domain/uploads';
import { Badge } from '@mantine/core';

const STATUS_LOOK: Record<SheetUploadStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  done: { label: 'Done', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

export const uploadStatusLabel = (status: SheetUploadStatus) => STATUS_LOOK[status].label;

export interface UploadStatusBadgeProps {
  status: SheetUploadStatus;
  /** White on a tinted background (an alert): a light badge's tint over another tint reads below AA. */
  onTint?: boolean;
}

/** An upload's status as a coloured badge. */
export function UploadStatusBadge({ status, onTint = false }: UploadStatusBadgeProps) {
  const look = STATUS_LOOK[status];
  return (
    <Badge color={look.color} variant={onTint ? 'white' : 'light'}>
      {look.label}
    </Badge>
  );
}
