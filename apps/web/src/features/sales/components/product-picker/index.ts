/** The product picker and the multiple-parts picker, shared by every screen that picks items. */
export { ProductPicker, type ProductPickerProps } from './product-picker';
export { MultiplePartsPicker, type MultiplePartsPickerProps } from '@/components/parts-picker';
export type { PickedItem } from './picked-item';
export type { InitialItem } from './use-product-picker';
export type { PickerStatus } from './picker-status';
export { useProductParts } from './api/get-product-parts';
export { catalogueKeys } from './api/query-keys';
