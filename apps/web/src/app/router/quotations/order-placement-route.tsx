import { PaymentTypeFields } from '@/features/sales/components/payments';
import { OrderPlacementViaQuotationScreen } from '@/features/quotations/routes/order-placement-via-quotation/order-placement-via-quotation-screen';

/** The order from a quotation with the console's payment form, which the sales feature owns. */
export function OrderPlacementViaQuotationRoute() {
  return <OrderPlacementViaQuotationScreen PaymentFields={PaymentTypeFields} />;
}
