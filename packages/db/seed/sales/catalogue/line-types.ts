/** A size a model is made in; furniture sizes carry a code for the SKU and a label for the name. */
export interface SizeLine {
  length: number;
  breadth: number;
  height: number | null;
  /** The size's part of the SKU (QN, 3S); mattresses use the size itself (72x36x6). */
  code?: string;
  /** The size's part of the name (Queen, Three Seater). */
  label?: string;
  /** Price and MRP of the size's plainest choice, in rupees. */
  price: number;
  mrp: number;
}

/** A choice of a property and what it adds to the price and MRP, in rupees. */
export interface ChoiceLine {
  value: string;
  label: string;
  add?: number;
}

export interface PropertyLine {
  key: string;
  label: string;
  /** True unless said otherwise. */
  required?: boolean;
  choices: readonly ChoiceLine[];
}

export interface PartLine {
  part_code: string;
  name: string;
  min_value: number;
  max_value: number;
}

/** A model as the demo catalogue describes it; its SKUs are every size with every choice. */
export interface ModelLine {
  code: string;
  name: string;
  min_quantity?: number;
  sizes: readonly SizeLine[];
  properties?: readonly PropertyLine[];
  parts?: readonly PartLine[];
}

export interface ProductLine {
  sku_code: string;
  name: string;
  models: readonly ModelLine[];
}
