import { Paper, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui';
import { useCreatePosOrder } from '@/features/retail/pos/api/create-pos-order';
import { orderDetailPath } from '@/features/retail/pos/order-detail-path';
import { OtpForm } from './otp-form';

/**
 * /place-retail-order (002 section 2): the customer's mobile is verified with an OTP, then a POS
 * order is created for it and the till opens its detail page.
 */
export function PlaceRetailOrderScreen() {
  const navigate = useNavigate();
  const create = useCreatePosOrder();
  const start = (mobile: string) =>
    create.mutate(
      { mobile_number: mobile },
      { onSuccess: (answer) => void navigate(orderDetailPath(answer.order_random_id)) },
    );
  return (
    <>
      <PageHeader title="Place Retail Order" />
      <Paper withBorder p="md" radius="md" maw={480}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Verify the customer&apos;s mobile number with the OTP sent to it to start an order.
          </Text>
          <OtpForm onVerified={start} creating={create.isPending} />
        </Stack>
      </Paper>
    </>
  );
}
