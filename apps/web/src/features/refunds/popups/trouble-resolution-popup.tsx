import {
  REFUND_ACTION_MESSAGES,
  REFUND_COMMENTS_MAX,
  REFUND_TROUBLE_REASONS,
  ZRefundWriteResponse,
  type TRefundListRow,
  type TRefundTrouble,
  type TRefundWriteResponse,
  type TTroubleResolution,
} from '@backoffice/domain/refunds';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, SelectField, TextareaField } from '@/components/form';
import { isStale } from '@/lib/api/api-error';
import { troublesQuery } from '@/features/refunds/api/refund-reads';
import { useRefundWrite } from '@/features/refunds/api/use-refund-write';
import { RefundHeading } from '@/features/refunds/components/refund-heading';
import { TroubleList } from '@/features/refunds/components/trouble-list';
import { useRefundVersion } from '@/features/refunds/components/use-refund-version';
import { StaleWriteNotice } from '@/lib/order-page';

const RESOLUTION_REQUIRED = 'Enter the resolution details';

/** The popup's fields, with the domain's bound. */
const ZResolutionFields = z.object({
  trouble_reason: z
    .string()
    .nullable()
    .refine((reason) => reason !== null, REFUND_ACTION_MESSAGES.troubleReasonRequired),
  resolution_details: z
    .string()
    .max(REFUND_COMMENTS_MAX, `Comments must be at most ${REFUND_COMMENTS_MAX} characters`)
    .refine((details) => details.trim() !== '', RESOLUTION_REQUIRED),
});
type ResolutionFields = z.input<typeof ZResolutionFields>;
const FIELDS = ['trouble_reason', 'resolution_details'] as const;

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
  const troubles = useQuery(troublesQuery(refund.refund_id));
  const open = troubles.data?.results.find((t) => t.resolved_at === null);
  return (
    <Stack gap="sm">
      <RefundHeading refund={refund} />
      <TroubleList query={troubles} />
      {open ? (
        <ResolutionForm refund={refund} open={open} close={close} />
      ) : (
        <>
          {troubles.isSuccess && <Text size="sm">This refund has no open trouble.</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Close
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

interface ResolutionFormProps extends TroubleResolutionPopupProps {
  /** The refund's open trouble, whose reason the form starts from. */
  open: TRefundTrouble;
}

/** How the open trouble was resolved: its reason and the details, sent with the version read. */
function ResolutionForm({ refund, open, close }: ResolutionFormProps) {
  const { status, stale } = useRefundVersion(refund.refund_id);
  const form = useForm<ResolutionFields>({
    resolver: zodResolver(ZResolutionFields),
    defaultValues: {
      trouble_reason: String(refund.trouble_reason_id ?? open.trouble_reason),
      resolution_details: '',
    },
  });
  const write = useRefundWrite<TTroubleResolution, TRefundWriteResponse>({
    name: 'troubleResolution',
    schema: ZRefundWriteResponse,
  });
  const submit = form.handleSubmit(({ trouble_reason, resolution_details }) => {
    if (!status.data) return;
    write.mutate(
      {
        refund_id: refund.refund_id,
        trouble_reason: Number(trouble_reason),
        resolution_details: resolution_details.trim(),
        version: status.data.version,
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
        <SelectField
          control={form.control}
          name="trouble_reason"
          label="Trouble Reason"
          withAsterisk
          data={REFUND_TROUBLE_REASONS.map((r) => ({
            value: String(r.id),
            label: r.label,
            disabled: r.disabled,
          }))}
        />
        <TextareaField
          control={form.control}
          name="resolution_details"
          label="Resolution Details"
          withAsterisk
          autosize
          minRows={2}
          maxLength={REFUND_COMMENTS_MAX}
        />
        <StaleWriteNotice stale={stale} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button type="submit" loading={write.isPending} disabled={!status.data}>
            Resolve Trouble
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
