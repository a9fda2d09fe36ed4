import { COD_TO_ONLINE_MESSAGES } from '@backoffice/domain/sales/payments';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  PaymentLinksPanel,
  useIdempotencyKey,
  usePaymentLinkWrites,
} from '@/features/sales/components/payments';
import { ErrorState, LoadingState, PageHeader } from '@/components/ui';
import { useRnrStatus } from '@/features/sales/payments/api/get-rnr-status';
import { paymentScreenKeys } from '@/features/sales/payments/api/query-keys';
import { useCan } from '@/lib/access';
import { RnrCartCard } from './components/rnr-cart-card';

/**
 * /rnr-process/:affiliate_id/:cart_pid: a cart whose customer did not answer the confirmation
 * calls (ringing, no response). The agent sends an RNR payment link for what the cart costs on
 * delivery; once paid, the cart is paid online. The links show their time left.
 */
export function RnrProcessScreen() {
  const params = useParams();
  const affiliateId = Number(params.affiliate_id);
  const cartPid = Number(params.cart_pid);
  const status = useRnrStatus(affiliateId, cartPid);
  const allows = useCan();
  const queryClient = useQueryClient();
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: paymentScreenKeys.rnr(cartPid) });
  const orderRandomId = status.data?.order_random_id ?? '';
  const writes = usePaymentLinkWrites(orderRandomId, reload);
  const [key, renewKey] = useIdempotencyKey();
  const canChange = allows('payments:send-link');

  if (status.isPending) return <LoadingState />;
  if (status.isError) {
    return (
      <>
        <PageHeader title="RNR Process" back />
        <ErrorState message={status.error.message} onRetry={() => void status.refetch()} />
      </>
    );
  }
  const { cart, links } = status.data;
  const waiting = cart.refusal === COD_TO_ONLINE_MESSAGES.pending;
  return (
    <>
      <PageHeader title="RNR Process" back />
      <Stack gap="md">
        <RnrCartCard status={status.data} />
        {cart.refusal && !waiting && <Alert color="yellow">{cart.refusal}</Alert>}
        {waiting && <Alert color="blue">An RNR payment link is waiting for the customer.</Alert>}
        {canChange && cart.refusal === null && (
          <Group>
            <Button
              loading={writes.send.isPending}
              onClick={() =>
                writes.send.mutate(
                  {
                    request: { order_random_id: orderRandomId, type: 'RNR', cart_pids: [cart.id] },
                    key,
                  },
                  { onSuccess: renewKey },
                )
              }
            >
              Send RNR Payment Link
            </Button>
          </Group>
        )}
        <Title order={4}>RNR payment links</Title>
        <PaymentLinksPanel
          orderRandomId={orderRandomId}
          links={links}
          canChange={canChange}
          onChanged={reload}
        />
      </Stack>
    </>
  );
}
