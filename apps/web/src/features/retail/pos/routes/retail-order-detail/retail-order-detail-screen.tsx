import { Grid, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { FailureState, LoadingState, PageHeader } from '@/components/ui';
import { useOrderDetail } from '@/features/retail/pos/api/get-order-detail';
import type { PosProductPicker } from '@/features/retail/pos/product-picker-slot';
import { OrderWorkspace } from './order-workspace';
import { PastOrderHistory } from './components/past-order-history';

/**
 * /retail-order-detail/:orderId/ (002 section 2): the till. The left 9 of 12 columns build and
 * pay the order; the right 3 are the customer's Past Order History. The app hands in the
 * catalogue's product picker.
 */
export function RetailOrderDetailScreen({ ProductPicker }: { ProductPicker: PosProductPicker }) {
  const orderId = (useParams().orderId ?? '').toUpperCase();
  const detail = useOrderDetail(orderId);
  return (
    <>
      <PageHeader title={`Offline Order Details - ${orderId}`} />
      {detail.isPending ? (
        <LoadingState />
      ) : detail.isError ? (
        <FailureState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, lg: 9 }}>
            <OrderWorkspace answer={detail.data} ProductPicker={ProductPicker} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 3 }}>
            <Stack gap="md">
              <PastOrderHistory mobileNumber={detail.data.order_detail.mobile_number} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
