import { RetailOrderDetailScreen } from '@/features/retail/pos/routes/retail-order-detail/retail-order-detail-screen';
import type { PickedPosItem } from '@/features/retail/pos/product-picker-slot';
import { ProductPicker } from '@/features/sales/components/product-picker';

/** The catalogue's picker as the till uses it: the size it settles on, with the quantity. */
function TillProductPicker({
  onPicked,
}: {
  product: string;
  onPicked: (item: PickedPosItem) => void;
}) {
  return (
    <ProductPicker
      submitLabel="Use this size"
      onSubmit={(picked) =>
        onPicked({
          item_sku: picked.item_sku,
          item_dimensions: picked.availability.item_dimensions,
          item_quantity: picked.item_quantity,
        })
      }
    />
  );
}

/** /retail-order-detail/:orderId/: the retail till picks sizes with the sales area's picker. */
export function RetailOrderDetailRoute() {
  return <RetailOrderDetailScreen ProductPicker={TillProductPicker} />;
}
