import {
  REFUND_ACTION_MESSAGES,
  REFUND_COMMENTS_MAX,
  REFUND_TROUBLE_REASONS,
  ZRefundWriteResponse,
  type TRefundListRow,
  type TRefundWriteResponse,
} from '@backoffice/domain/refunds';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { troublesQuery } from '@/features/refunds/api/refund-reads';
import { useRefundWrite } from '@/features/refunds/api/use-refund-write';
import { RefundHeading } from '@/features/refunds/components/refund-heading';
import { TroubleList } from '@/features/refunds/components/trouble-list';
import { useRefundVersion } from '@/features/refunds/components/use-refund-version';
import { StaleWriteNotice } from '@/lib/order-page';

const RESOLUTION_REQUIRED = 'Enter the resolution details';

interface TroubleResolutionPopupProps {
  refund: TRefundListRow;
  close: () => void;
}

/**
 * Trouble resolution (GET and POST trouble-resolution-details: refund_id, trouble_reason,
 * resolution_details): the refund's troubles, and how the open one was resolved. The refund goes
 * back to Refund Initiated.
 */
export function TroubleResolutionPopup({ refund, close }: TroubleResolutionPopupProps) {
  const { status, stale } = useRefundVersion(refund.refund_id);
  const troubles = useQuery(troublesQuery(refund.refund_id));
  const open = troubles.data?.results.find((t) => t.resolved_at === null);
  const [reason, setReason] = useState<string | null>(
    refund.trouble_reason_id === null ? null : String(refund.trouble_reason_id),
  );
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const write = useRefundWrite<Record<string, unknown>, TRefundWriteResponse>({
    name: 'troubleResolution',
    schema: ZRefundWriteResponse,
  });
  const chosen = reason ?? (open ? String(open.trouble_reason) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (chosen === null || details.trim() === '' || !status.data) return;
    write.mutate(
      {
        refund_id: refund.refund_id,
        trouble_reason: Number(chosen),
        resolution_details: details.trim(),
        version: status.data.version,
      },
      { onSuccess: close, onError: stale.onError },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RefundHeading refund={refund} />
        <TroubleList query={troubles} />
        {open ? (
          <>
            <Select
              label="Trouble Reason"
              withAsterisk
              data={REFUND_TROUBLE_REASONS.map((r) => ({
                value: String(r.id),
                label: r.label,
                disabled: r.disabled,
              }))}
              value={chosen}
              onChange={setReason}
              error={
                tried && chosen === null ? REFUND_ACTION_MESSAGES.troubleReasonRequired : undefined
              }
            />
            <Textarea
              label="Resolution Details"
              withAsterisk
              autosize
              minRows={2}
              maxLength={REFUND_COMMENTS_MAX}
              value={details}
              onChange={(event) => setDetails(event.currentTarget.value)}
              error={tried && details.trim() === '' ? RESOLUTION_REQUIRED : undefined}
            />
          </>
        ) : (
          troubles.isSuccess && <Text size="sm">This refund has no open trouble.</Text>
        )}
        <StaleWriteNotice stale={stale} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          {open && (
            <Button type="submit" loading={write.isPending} disabled={!status.data}>
              Resolve Trouble
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
