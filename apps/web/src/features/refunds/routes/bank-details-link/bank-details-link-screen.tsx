import { LINK_EXPIRED_MESSAGE } from '@backoffice/domain/core/links';
import { BANK_DETAILS_MESSAGES, type TBankLinkPageState } from '@backoffice/domain/refunds';
import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui';
import { bankLinkPageQuery, useSubmitBankLink } from '@/features/refunds/api/bank-link-page';
import { formatRupees } from '@/lib/format';
import { useBrand } from '@/lib/session/get-console-config';
import { BankLinkForm } from './bank-link-form';
import { useCountdown } from './use-countdown';

function Page({ children }: { children: ReactNode }) {
  const brand = useBrand();
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="md" p="xl" w={460} maw="100%">
        <Stack gap="md">
          <Title order={1} size="h3" ta="center">
            {`${brand.name}: refund bank details`}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

function ThankYou({ message }: { message: string }) {
  return (
    <Alert color="green" icon={<IconCircleCheck size={20} />} role="status">
      {message}
    </Alert>
  );
}

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
  if (submit.isSuccess) return <ThankYou message={submit.data.message} />;
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
      <Page>
        <ErrorState message={page.error.message} onRetry={() => void page.refetch()} />
      </Page>
    );
  }
  const state = page.data;
  return (
    <Page>
      {state.used ? (
        <ThankYou message={state.notice ?? BANK_DETAILS_MESSAGES.alreadySubmitted} />
      ) : state.expired ? (
        <Alert color="red">{LINK_EXPIRED_MESSAGE}</Alert>
      ) : (
        <OpenLink token={token} state={state} loadedAt={page.dataUpdatedAt} />
      )}
    </Page>
  );
}
