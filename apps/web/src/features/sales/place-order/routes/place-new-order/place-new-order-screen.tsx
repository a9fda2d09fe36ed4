import { platformAffiliateFilter } from '@backoffice/domain/orders';
import { Alert } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorState, LoadingState, PageHeader } from '@/components/ui';
import { useBrand } from '@/lib/session/get-console-config';
import { useSourceOrder, useTodaysItems } from '@/features/sales/place-order/api/get-source-order';
import { EMPTY_ADDRESSES } from './address-values';
import { liveCarts, startFrom } from './order-start';
import { PlaceOrderForm } from './place-order-form';

/**
 * /place-new-order and /place-new-order/:platform/:orderId/ (000 section 2): an order built for
 * a customer, or a new order prefilled from an old one (customer, addresses, lines at today's
 * prices); placing it goes to the new order's page.
 */
export function PlaceNewOrderScreen() {
  const { platform, orderId } = useParams();
  const brand = useBrand();
  const sourceId = orderId ? orderId.toUpperCase() : null;
  const source = useSourceOrder(sourceId);
  const live = source.data ? liveCarts(source.data) : [];
  const items = useTodaysItems(live.map((c) => c.item_sku));
  const title = sourceId ? `Place New Order from ${sourceId}` : 'Place New Order';
  const header = <PageHeader title={title} back />;

  if (!sourceId) {
    const start = {
      customer: null,
      addresses: EMPTY_ADDRESSES,
      lines: [],
      sourceOrderRandomId: null,
    };
    return (
      <>
        {header}
        <PlaceOrderForm start={start} />
      </>
    );
  }
  if (source.isPending || items.some((q) => q.isPending)) return <LoadingState />;
  if (source.isError) {
    return (
      <>
        {header}
        <ErrorState message={source.error.message} onRetry={() => void source.refetch()} />
      </>
    );
  }
  const filter = platformAffiliateFilter(platform ?? '', brand);
  const onPlatform =
    filter !== null && (filter.channels === 'own') === (source.data.affiliate_id === 0);
  if (!onPlatform) {
    return (
      <>
        {header}
        <ErrorState message={`Order ${sourceId} is not an order of the platform "${platform}"`} />
      </>
    );
  }
  const start = startFrom(
    source.data,
    items.map((q) => q.data ?? null),
  );
  const dropped = live.length - start.lines.length;
  return (
    <>
      {header}
      {dropped > 0 && (
        <Alert color="yellow" mb="md">
          {`${dropped} item(s) of order ${sourceId} are no longer sold and were left out.`}
        </Alert>
      )}
      <PlaceOrderForm key={sourceId} start={start} />
    </>
  );
}
