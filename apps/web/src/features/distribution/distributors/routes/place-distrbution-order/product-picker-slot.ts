import type { ComponentType } from 'react';

/** What the catalogue's product picker hands over: the checked item and how many. */
export interface PickedLine {
  item_sku: string;
  item_quantity: number;
}

/**
 * The catalogue's product picker as this screen uses it. A feature never imports another, so
 * the app hands the sales area's picker in (app/router/place-distrbution-order).
 */
export type ProductPickerSlot = ComponentType<{
  /** The delivery pincode: the distributor's shipping pincode. */
  pincode?: string;
  submitLabel?: string;
  onSubmit?: (item: PickedLine) => void;
}>;
