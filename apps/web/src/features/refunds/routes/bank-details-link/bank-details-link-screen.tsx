import { LINK_EXPIRED_MESSAGE } from '@backoffice/domain/core/links';
import { BANK_DETAILS_MESSAGES, type TBankLinkPageState } from '@backoffice/domain/refunds';
import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorState, LoadingState, PublicLinkDone, PublicLinkPage } from '@/components/ui';
import { bankLinkPageQuery, useSubmitBankLink } from '@/features/refunds/api/bank-link-page';
import { formatRupees } from '@/lib/format';
import { BankLinkForm } from './bank-link-form';
import { useCountdown } from './use-countdown';

const PURPOSE = 'refund bank details';

function OpenLink({
  token,
  state,
  loadedAt,
}: {
  token: string;
  state: TBankLinkPageState;
  loadedAt: number;
}) {
  const submit = useSubmitBankLink(token);
  const countdown = useCountdown(state.remaining_seconds, loadedAt);
  if (submit.isSuccess) return <PublicLinkDone message={submit.data.message} />;
  if (countdown === LINK_EXPIRED_MESSAGE) return <Alert color="red">{LINK_EXPIRED_MESSAGE}</Alert>;
  return (
    <>
      <Text>
        {`Hello ${state.customer_first_name}, enter the bank account for the refund of ${formatRupees(state.amount)} on order ${state.order_random_id}.`}
      </Text>
      <Text size="sm" c="dimmed" aria-live="off">
        {`This link expires in ${countdown}`}
      </Text>
      <BankLinkForm sending={submit.isPending} onSubmit={(answer) => submit.mutate(answer)} />
    </>
  );
}

/**
 * The customer's bank-details page (no staff sign-in), opened from the link Finance sends: the
 * countdown to the link's expiry, the account form, and one submission; then a thank-you. An
 * expired link shows "This link is expired!", a used one that it was already answered.
 */
export function BankDetailsLinkScreen() {
  const { token = '' } = useParams();
  const page = useQuery(bankLinkPageQuery(token));
  if (page.isPending) return <LoadingState />;
  if (page.isError) {
    return (
      <PublicLinkPage purpose={PURPOSE}>
        <ErrorState message={page.error.message} onRetry={() => void page.refetch()} />
      </PublicLinkPage>
    );
  }
  const state = page.data;
  return (
    <PublicLinkPage purpose={PURPOSE}>
      {state.used ? (
        <PublicLinkDone message={state.notice ?? BANK_DETAILS_MESSAGES.alreadySubmitted} />
      ) : state.expired ? (
        <Alert color="red">{LINK_EXPIRED_MESSAGE}</Alert>
      ) : (
        <OpenLink token={token} state={state} loadedAt={page.dataUpdatedAt} />
      )}
    </PublicLinkPage>
  );
}
