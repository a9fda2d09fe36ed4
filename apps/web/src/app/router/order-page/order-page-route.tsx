import { OrderPageScreen } from '@/features/orders/routes/order-page/order-page-screen';
import { OrderPageContributionsProvider } from '@/lib/order-page';
import { orderPageContributions } from '../../order-page-contributions';

/** The order page, its menus holding the actions the areas contribute. */
export function OrderPageRoute() {
  return (
    <OrderPageContributionsProvider contributions={orderPageContributions}>
      <OrderPageScreen />
    </OrderPageContributionsProvider>
  );
}
