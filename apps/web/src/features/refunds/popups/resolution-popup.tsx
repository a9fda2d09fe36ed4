import {
  REFUND_COMMENTS_MAX,
  REFUND_RESOLUTION_CODES,
  REFUND_RESOLUTIONS,
  ZRefundResolution,
  ZRefundWriteResponse,
  type RefundResolution,
  type TRefundListRow,
  type TRefundWriteResponse,
} from '@backoffice/domain/refunds';
import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorState } from '@/components/ui';
import { resolutionDetailsQuery } from '@/features/refunds/api/refund-reads';
import { useRefundWrite } from '@/features/refunds/api/use-refund-write';
import { RefundHeading } from '@/features/refunds/components/refund-heading';
import { ResolutionItemsTable } from '@/features/refunds/components/resolution-items-table';
import { useRefundVersion } from '@/features/refunds/components/use-refund-version';
import { StaleWriteNotice } from '@/lib/order-page';

interface ResolutionPopupProps {
  refund: TRefundListRow;
  close: () => void;
}

/**
 * The refund resolution popup: the gateway attempts (resolution details) and, for a refund in
 * manual review, what the gateway's dashboard shows: MANUAL_REVIEW_FROM_PG_DASHBOARD_SUCCESS
 * (Refund Processed) or MANUAL_REVIEW_FROM_PG_DASHBOARD_FAILED (back to Refund Initiated).
 */
export function ResolutionPopup({ refund, close }: ResolutionPopupProps) {
  const { status, stale } = useRefundVersion(refund.refund_id);
  const items = useQuery(resolutionDetailsQuery(refund.refund_id));
  const [choice, setChoice] = useState<RefundResolution | null>(null);
  const [comments, setComments] = useState('');
  const [tried, setTried] = useState(false);
  const write = useRefundWrite<Record<string, unknown>, TRefundWriteResponse>({
    name: 'resolve',
    schema: ZRefundWriteResponse,
  });
  const canResolve = status.data?.can_resolve === true;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (choice === null || !status.data) return;
    write.mutate(
      {
        refund_id: refund.refund_id,
        resolution: choice,
        version: status.data.version,
        ...(comments.trim() === '' ? {} : { comments: comments.trim() }),
      },
      { onSuccess: close, onError: stale.onError },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RefundHeading refund={refund} />
        {items.isError ? (
          <ErrorState message={items.error.message} onRetry={() => void items.refetch()} />
        ) : (
          <ResolutionItemsTable rows={items.data?.results} />
        )}
        {canResolve && (
          <>
            <Radio.Group
              label="Resolution"
              withAsterisk
              value={choice}
              onChange={(value) =>
                setChoice(REFUND_RESOLUTION_CODES.find((code) => code === value) ?? null)
              }
              error={
                tried ? ZRefundResolution.safeParse(choice).error?.issues[0]?.message : undefined
              }
            >
              <Stack gap={6} mt={4}>
                {REFUND_RESOLUTION_CODES.map((code) => (
                  <Radio
                    key={code}
                    value={code}
                    label={`${REFUND_RESOLUTIONS[code].label} (${code})`}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label="Comments"
              autosize
              minRows={2}
              maxLength={REFUND_COMMENTS_MAX}
              value={comments}
              onChange={(event) => setComments(event.currentTarget.value)}
            />
          </>
        )}
        <StaleWriteNotice stale={stale} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          {canResolve && (
            <Button type="submit" loading={write.isPending}>
              Resolve
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
