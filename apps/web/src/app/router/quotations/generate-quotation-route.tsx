import { ProductPicker } from '@/features/sales/components/product-picker';
import { GenerateQuotationScreen } from '@/features/quotations/routes/generate-quotation/generate-quotation-screen';

/** The quotation screen with the catalogue's product picker, which the sales feature owns. */
export function GenerateQuotationRoute() {
  return <GenerateQuotationScreen ProductPicker={ProductPicker} />;
}
