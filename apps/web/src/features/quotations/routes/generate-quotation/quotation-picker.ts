import type { ComponentType } from 'react';
import type { PickedProduct } from './quotation-draft';

/**
 * The catalogue's product picker as this screen uses it. The picker belongs to the sales
 * feature; the app hands it to the screen (features never import each other).
 */
export interface QuotationPickerProps {
  submitLabel?: string;
  onSubmit?: (item: PickedProduct) => void;
}
export type QuotationPicker = ComponentType<QuotationPickerProps>;
