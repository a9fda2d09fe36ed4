import {
  ZSendBankDetailsFormUrlResponse,
  ZUpdateBankDetailsResponse,
  ZVerifyBankDetailsResponse,
  type TBankAccount,
  type TRefundListRow,
  type TSendBankDetailsFormUrlResponse,
  type TUpdateBankDetailsResponse,
  type TVerifyBankDetailsResponse,
} from '@backoffice/domain/refunds';
import { Button, Divider, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '@/components/ui';
import { refundDetailsQuery } from '@/features/refunds/api/refund-reads';
import { useRefundWrite } from '@/features/refunds/api/use-refund-write';
import { BankDetailsView } from '@/features/refunds/components/bank-details-view';
import { RefundHeading } from '@/features/refunds/components/refund-heading';
import { useRefundVersion } from '@/features/refunds/components/use-refund-version';
import { StaleWriteNotice } from '@/lib/order-page';
import { BankDetailsForm } from './bank-details-form';

interface BankDetailsPopupProps {
  refund: TRefundListRow;
  close: () => void;
}

/**
 * A refund's bank details: the account on file and its check, Verify (the bank-account
 * verification service), Update (holder, account, IFSC) and Send Form Link (the customer gets a
 * link to the public bank-details page, valid 24 hours). Each write names the refund's version.
 */
export function BankDetailsPopup({ refund, close }: BankDetailsPopupProps) {
  const { status, stale } = useRefundVersion(refund.refund_id);
  const details = useQuery(refundDetailsQuery(refund.refund_id));
  const [editing, setEditing] = useState(false);
  const verify = useRefundWrite<Record<string, unknown>, TVerifyBankDetailsResponse>({
    name: 'verifyBankDetails',
    schema: ZVerifyBankDetailsResponse,
  });
  const update = useRefundWrite<Record<string, unknown>, TUpdateBankDetailsResponse>({
    name: 'updateBankDetails',
    schema: ZUpdateBankDetailsResponse,
  });
  const sendLink = useRefundWrite<Record<string, unknown>, TSendBankDetailsFormUrlResponse>({
    name: 'sendBankDetailsFormUrl',
    schema: ZSendBankDetailsFormUrlResponse,
  });
  const version = status.data?.version;
  const ref = () => ({ refund_id: refund.refund_id, version });
  const busy = verify.isPending || update.isPending || sendLink.isPending;
  const save = (account: TBankAccount) =>
    update.mutate(
      { ...ref(), ...account },
      { onSuccess: () => setEditing(false), onError: stale.onError },
    );
  return (
    <Stack gap="sm">
      <RefundHeading refund={refund} />
      <QueryView query={details} isEmpty={() => false} emptyText="">
        {(data) => <BankDetailsView bank={data.bank_details} link={data.bank_link} />}
      </QueryView>
      <StaleWriteNotice stale={stale} />
      {editing ? (
        <>
          <Divider label="New bank details" labelPosition="left" />
          <BankDetailsForm
            saving={update.isPending}
            onSave={save}
            onCancel={() => setEditing(false)}
          />
        </>
      ) : (
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button
            variant="light"
            disabled={version === undefined || busy}
            loading={sendLink.isPending}
            onClick={() => sendLink.mutate(ref(), { onError: stale.onError })}
          >
            Send Form Link
          </Button>
          <Button variant="light" disabled={busy} onClick={() => setEditing(true)}>
            Update
          </Button>
          <Button
            disabled={version === undefined || busy || !details.data?.bank_details}
            loading={verify.isPending}
            onClick={() => verify.mutate(ref(), { onError: stale.onError })}
          >
            Verify
          </Button>
        </Group>
      )}
    </Stack>
  );
}
