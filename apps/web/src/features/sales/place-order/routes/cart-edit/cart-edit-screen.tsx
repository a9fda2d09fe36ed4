import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ProductPicker, type PickedItem } from '@/features/sales/components/product-picker';
import { ErrorState, LoadingState, PageHeader } from '@/components/ui';
import { useBackendOrder } from '@/features/sales/place-order/api/get-backend-order';
import { ChangeForm } from './components/change-form';
import { CurrentCart } from './components/current-cart';
import { ModificationTable } from './components/modification-table';

/**
 * /cart-edit/:affiliateId/:cartId/ (000 section 2, 001 section 2): the product picker starts
 * from the cart's item; the picked item shows its price difference, settled as an extra payment
 * or a refund, and Modify Cart changes the cart against the version read.
 */
export function CartEditScreen() {
  const params = useParams();
  const affiliateId = Number(params.affiliateId);
  const cartId = Number(params.cartId);
  const loaded = useBackendOrder(affiliateId, cartId);
  const [picked, setPicked] = useState<PickedItem | null>(null);
  const header = <PageHeader title={`Cart Edit · Cart ${params.cartId ?? ''}`} back />;
  if (loaded.isPending) {
    return (
      <>
        {header}
        <LoadingState />
      </>
    );
  }
  if (loaded.isError) {
    return (
      <>
        {header}
        <ErrorState message={loaded.error.message} onRetry={() => void loaded.refetch()} />
      </>
    );
  }
  const data = loaded.data;
  return (
    <>
      {header}
      <Stack gap="md">
        <CurrentCart loaded={data} />
        {data.refusal && <Alert color="yellow">{data.refusal}</Alert>}
        {data.editable && !picked && (
          <Paper withBorder p="md" radius="md" component="section" aria-label="New item">
            <Stack gap="sm">
              <Title order={4}>New item</Title>
              <ProductPicker
                key={data.cart.version}
                initialItem={{ sku: data.cart.item_sku, dimensions: data.cart.item_dimensions }}
                cartPid={data.cart.cart_pid}
                pincode={data.shipping_pincode || undefined}
                submitLabel="Use this item"
                onSubmit={setPicked}
              />
            </Stack>
          </Paper>
        )}
        {data.editable && picked && (
          <ChangeForm loaded={data} picked={picked} onCancel={() => setPicked(null)} />
        )}
        <ModificationTable rows={data.modifications} affiliateId={affiliateId} cartPid={cartId} />
      </Stack>
    </>
  );
}
