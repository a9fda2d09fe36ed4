import {
  REFUND_COMMENTS_MAX,
  REFUND_RESOLUTION_CODES,
  REFUND_RESOLUTIONS,
  ZRefundResolution,
  ZRefundWriteResponse,
  ZResolveRefund,
  type TRefundListRow,
  type TRefundWriteResponse,
  type TResolveRefund,
} from '@backoffice/domain/refunds';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, TextareaField } from '@/components/form';
import { isStale } from '@/lib/api/api-error';
import { ErrorState } from '@/components/ui';
import { resolutionDetailsQuery } from '@/features/refunds/api/refund-reads';
import { useRefundWrite } from '@/features/refunds/api/use-refund-write';
import { RefundHeading } from '@/features/refunds/components/refund-heading';
import { ResolutionItemsTable } from '@/features/refunds/components/resolution-items-table';
import { useRefundVersion } from '@/features/refunds/components/use-refund-version';
import { StaleWriteNotice } from '@/lib/order-page';

/** The popup's fields, checked by the domain's resolve body. */
const ZResolutionFields = ZResolveRefund.pick({ resolution: true, comments: true }).extend({
  // Nothing chosen yet is refused with the domain's message for the resolution.
  resolution: ZRefundResolution.nullable().pipe(ZRefundResolution),
});
type ResolutionValues = z.input<typeof ZResolutionFields>;
const FIELDS = ['resolution', 'comments'] as const;

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
  const form = useForm<ResolutionValues, unknown, z.output<typeof ZResolutionFields>>({
    resolver: zodResolver(ZResolutionFields),
    defaultValues: { resolution: null, comments: '' },
  });
  const write = useRefundWrite<TResolveRefund, TRefundWriteResponse>({
    name: 'resolve',
    schema: ZRefundWriteResponse,
  });
  const canResolve = status.data?.can_resolve === true;
  const submit = form.handleSubmit(({ resolution, comments = '' }) => {
    if (!status.data) return;
    write.mutate(
      {
        refund_id: refund.refund_id,
        resolution,
        version: status.data.version,
        ...(comments === '' ? {} : { comments }),
      },
      {
        onSuccess: close,
        onError: (error) => {
          if (isStale(error)) stale.onError(error);
          else applyServerErrors(form, error, FIELDS);
        },
      },
    );
  });
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
            <Controller
              control={form.control}
              name="resolution"
              render={({ field, fieldState }) => (
                <Radio.Group
                  label="Resolution"
                  withAsterisk
                  value={field.value}
                  onChange={(value) =>
                    field.onChange(REFUND_RESOLUTION_CODES.find((code) => code === value) ?? null)
                  }
                  error={fieldState.error?.message}
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
              )}
            />
            <TextareaField
              control={form.control}
              name="comments"
              label="Comments"
              autosize
              minRows={2}
              maxLength={REFUND_COMMENTS_MAX}
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
