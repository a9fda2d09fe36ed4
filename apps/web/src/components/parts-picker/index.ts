/** The multiple-parts picker, shared by the screens that issue or sell an item's parts. */
export { MultiplePartsPicker, type MultiplePartsPickerProps } from './multiple-parts-picker';
