import {
  CREDIT_DECISION_COMMENT_MAX,
  ZCreditDecisionRequest,
  type CreditApprovalRow,
  type CreditDecision,
  type TCreditDecisionRequest,
  type TCreditDecisionRequestInput,
} from '@backoffice/domain/distribution';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors, TextareaField } from '@/components/form';
import { distributionKeys } from '@/features/distribution/distributors/api/query-keys';
import { isStale } from '@/lib/api/api-error';
import { StaleWriteNotice, useStaleWrite } from '@/lib/order-page';
import { formatRupees } from '@/lib/format';
import { useDecideCredit } from '@/features/distribution/distributors/api/distributor-writes';

interface CreditDecisionFormProps {
  code: string;
  credit: CreditApprovalRow;
  decision: CreditDecision;
  close: () => void;
}

const LABEL: Record<CreditDecision, string> = {
  approve: 'Approve Credit',
  reject: 'Reject Credit',
};

/**
 * A Finance pod leader's decision on a credit pending approval, with the comment the audit keeps.
 * Mounted when Approve or Reject is chosen, so its submission key is made as it opens.
 */
export function CreditDecisionForm({ code, credit, decision, close }: CreditDecisionFormProps) {
  const decide = useDecideCredit();
  const form = useForm<TCreditDecisionRequestInput, unknown, TCreditDecisionRequest>({
    resolver: zodResolver(ZCreditDecisionRequest),
    defaultValues: { decision, comment: '', version: credit.version },
  });
  // Someone decided first: Reload reads the distributor again and the next try names its version.
  const queryClient = useQueryClient();
  const stale = useStaleWrite(() =>
    queryClient.refetchQueries({ queryKey: distributionKeys.details(code) }),
  );
  useEffect(() => form.setValue('version', credit.version), [form, credit.version]);
  const submit = form.handleSubmit((values) =>
    decide.mutate(
      { ...values, code, id: credit.id },
      {
        onSuccess: close,
        onError: (error) => {
          if (isStale(error)) stale.onError(error);
          else applyServerErrors(form, error, ['comment']);
        },
      },
    ),
  );
  return (
    <Paper withBorder p="sm">
      <form onSubmit={submit} noValidate aria-label={LABEL[decision]}>
        <Stack gap="sm">
          <StaleWriteNotice stale={stale} />
          <Text size="sm">
            {LABEL[decision]} of <b>{formatRupees(credit.amount)}</b> raised by{' '}
            {credit.raised_by ?? 'System'}: {credit.remark}
          </Text>
          <TextareaField
            control={form.control}
            name="comment"
            label="Comments"
            required
            autosize
            minRows={2}
            maxLength={CREDIT_DECISION_COMMENT_MAX}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              color={decision === 'approve' ? 'green' : 'red'}
              loading={decide.isPending}
            >
              {LABEL[decision]}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
