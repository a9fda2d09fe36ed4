import { PlaceDistrbutionOrderScreen } from '@/features/distribution/distributors/routes/place-distrbution-order/place-distrbution-order-screen';
import { ProductPicker } from '@/features/sales/components/product-picker';

/** /place-distrbution-order: the distribution screen picks products with the sales area's picker. */
export function PlaceDistrbutionOrderRoute() {
  return <PlaceDistrbutionOrderScreen ProductPicker={ProductPicker} />;
}
