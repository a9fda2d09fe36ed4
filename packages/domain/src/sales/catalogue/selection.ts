import { CATALOGUE_MESSAGES as M } from './constants';
import {
  breadthsFor,
  heightsFor,
  sameDimensions,
  type Dimensions,
  type LengthOption,
} from './dimensions';

/** One choice of a property (001 section 3: value and label). */
export interface PropertyChoice {
  value: string;
  label: string;
}

/** A property of a model, e.g. Finish, with its choices; required ones must be chosen. */
export interface PropertyType {
  key: string;
  label: string;
  required: boolean;
  choices: PropertyChoice[];
}

/** What a model offers: its sizes and its properties. */
export interface ModelOptions {
  dimensions: LengthOption[];
  property_type_list: PropertyType[];
}

/** The product picker's choices so far (001 section 4); null is not chosen yet. */
export interface PickerSelection {
  /** The product's sku_code. */
  product: string | null;
  model_id: number | null;
  length: number | null;
  breadth: number | null;
  height: number | null;
  /** Property key to chosen value. */
  properties: Record<string, string>;
}

export const EMPTY_SELECTION: PickerSelection = {
  product: null,
  model_id: null,
  length: null,
  breadth: null,
  height: null,
  properties: {},
};

/** Choosing a product clears the rest (its models load next). */
export function chooseProduct(product: string | null): PickerSelection {
  return { ...EMPTY_SELECTION, product };
}

/** Choosing a model keeps the product and clears the size and properties (details load next). */
export function chooseModel(selection: PickerSelection, modelId: number | null): PickerSelection {
  return { ...EMPTY_SELECTION, product: selection.product, model_id: modelId };
}

/**
 * Choosing a length or breadth keeps the smaller choices that are still offered with it, and
 * picks the only one left when there is just one (a single height, say).
 */
export function chooseSize(
  selection: PickerSelection,
  tree: readonly LengthOption[],
  change: Partial<Pick<PickerSelection, 'length' | 'breadth' | 'height'>>,
): PickerSelection {
  const next = { ...selection, ...change };
  const lengths = tree.map((l) => l.length);
  if (next.length === null || !lengths.includes(next.length)) {
    next.length = lengths.length === 1 ? (lengths[0] ?? null) : null;
  }
  const breadths = breadthsFor(tree, next.length);
  if (next.breadth === null || !breadths.includes(next.breadth)) {
    next.breadth = breadths.length === 1 ? (breadths[0] ?? null) : null;
  }
  const heights = heightsFor(tree, next.length, next.breadth);
  if (next.height === null || !heights.includes(next.height)) {
    next.height = heights.length === 1 ? (heights[0] ?? null) : null;
  }
  return next;
}

/**
 * Once a model's details are in: every size or required property with a single option is
 * chosen for the user, and choices the model does not offer are dropped.
 */
export function fillSingleChoices(
  selection: PickerSelection,
  options: ModelOptions,
): PickerSelection {
  const next = chooseSize(selection, options.dimensions, {});
  const properties: Record<string, string> = {};
  for (const type of options.property_type_list) {
    const value = next.properties[type.key];
    if (value !== undefined && type.choices.some((c) => c.value === value)) {
      properties[type.key] = value;
    } else if (type.required && type.choices.length === 1 && type.choices[0]) {
      properties[type.key] = type.choices[0].value;
    }
  }
  return { ...next, properties };
}

/** Choosing a property's value; an empty value unsets an optional property. */
export function chooseProperty(
  selection: PickerSelection,
  key: string,
  value: string | null,
): PickerSelection {
  const properties = { ...selection.properties };
  if (value) properties[key] = value;
  else delete properties[key];
  return { ...selection, properties };
}

/** Field (product, model_id, length, breadth, height, properties.<key>) to its message. */
export type SelectionErrors = Record<string, string>;

/**
 * What stops Check Availability (001 section 5): product, model, length, breadth, height (when
 * the model has heights) and the required properties must be chosen, each among the options
 * the model offers. Without the model's options only product and model are checked.
 */
export function selectionErrors(
  selection: PickerSelection,
  options: ModelOptions | null,
): SelectionErrors {
  const errors: SelectionErrors = {};
  if (!selection.product) errors.product = M.required;
  if (selection.model_id === null) errors.model_id = M.required;
  if (!options) return errors;
  const tree = options.dimensions;
  const sizeError = (value: number | null, offered: number[]) => {
    if (value === null) return M.required;
    return offered.includes(value) ? null : M.sizeNotOffered;
  };
  const length = sizeError(
    selection.length,
    tree.map((l) => l.length),
  );
  const breadth = sizeError(selection.breadth, breadthsFor(tree, selection.length));
  const heights = heightsFor(tree, selection.length, selection.breadth);
  let height: string | null = null;
  if (heights.length > 0) height = sizeError(selection.height, heights);
  else if (selection.height !== null) height = M.sizeNotOffered;
  // A smaller size is judged once the larger one is good: its options depend on it.
  if (length) errors.length = length;
  else if (breadth) errors.breadth = breadth;
  else if (height) errors.height = height;
  for (const type of options.property_type_list) {
    const value = selection.properties[type.key];
    if (value === undefined) {
      if (type.required) errors[`properties.${type.key}`] = M.required;
    } else if (!type.choices.some((c) => c.value === value)) {
      errors[`properties.${type.key}`] = M.choiceNotOffered;
    }
  }
  for (const key of Object.keys(selection.properties)) {
    if (!options.property_type_list.some((t) => t.key === key)) {
      errors[`properties.${key}`] = M.propertyUnknown;
    }
  }
  return errors;
}

/** The body's product_data of a complete selection (001 section 7), or null while incomplete. */
export function toProductData(
  selection: PickerSelection,
  options: ModelOptions | null,
): ProductData | null {
  if (!options || Object.keys(selectionErrors(selection, options)).length > 0) return null;
  const { product, model_id, length, breadth, height, properties } = selection;
  if (product === null || model_id === null || length === null || breadth === null) return null;
  return { sku_code: product, model_id, length, breadth, height, properties };
}

/** The chosen item as product-validation-stock-check reads it. */
export interface ProductData {
  sku_code: string;
  model_id: number;
  length: number;
  breadth: number;
  height: number | null;
  properties: Record<string, string>;
}

/** A sellable variant of a model: its size and its property choices. */
export interface Variant {
  dimensions: Dimensions;
  choices: Record<string, string>;
}

/**
 * The variant a complete choice names: the same size and exactly the same property choices
 * (an optional property left unchosen matches only variants without it).
 */
export function matchVariant<V extends Variant>(
  variants: readonly V[],
  data: Pick<ProductData, 'length' | 'breadth' | 'height' | 'properties'>,
): V | undefined {
  const chosen = Object.entries(data.properties);
  return variants.find(
    (v) =>
      sameDimensions(v.dimensions, data) &&
      Object.keys(v.choices).length === chosen.length &&
      chosen.every(([key, value]) => v.choices[key] === value),
  );
}
