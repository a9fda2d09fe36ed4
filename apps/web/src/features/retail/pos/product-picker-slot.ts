import type { ComponentType } from 'react';

/** A size the catalogue's product picker settled on: the SKU, its dimensions and how many. */
export interface PickedPosItem {
  item_sku: string;
  item_dimensions: string;
  item_quantity: number;
}

/**
 * The catalogue's product picker as the till uses it, for a product found without a size. A
 * feature never imports another, so the app hands the sales area's picker in
 * (app/router/retail-order-detail).
 */
export type PosProductPicker = ComponentType<{
  /** The product's catalogue code the search found. */
  product: string;
  onPicked: (item: PickedPosItem) => void;
}>;
