import {
  chooseModel,
  chooseProduct,
  chooseProperty,
  chooseSize,
  EMPTY_SELECTION,
  fillSingleChoices,
  selectionErrors,
  toProductData,
  type AvailabilityResponse,
  type PickerSelection,
  type SkuBreakdown,
} from '@backoffice/domain/sales/catalogue';
import { useState } from 'react';
import { useCheckProductStock } from './api/check-product-stock';
import { useProductCatalog } from './api/get-product-catalog';
import { useProductDetails } from './api/get-product-details';
import { useProductModels } from './api/get-product-models';
import { useSkuBreakdown } from './api/get-sku-breakdown';
import { pickerStatus, showsNotServiceable } from './picker-status';
import { useSettled } from './use-settled';

/** A cart's item to start from: its SKU and size text, as the cart holds them. */
export interface InitialItem {
  sku: string;
  dimensions: string;
}

export interface UseProductPickerOptions {
  initialItem?: InitialItem | undefined;
  pincode?: string | undefined;
  cartPid?: number | undefined;
  spinnerDelayMs: number;
  onAvailability?: ((answer: AvailabilityResponse) => void) | undefined;
}

const fromBreakdown = (b: SkuBreakdown): PickerSelection => ({
  product: b.product,
  model_id: b.model_id,
  length: b.length,
  breadth: b.breadth,
  height: b.height,
  properties: b.properties,
});

/**
 * The product picker's state (001 section 4): product, then model, then size and properties,
 * then Check Availability. Any change after a check drops its answer, so what is shown always
 * belongs to what is chosen.
 */
export function useProductPicker(o: UseProductPickerOptions) {
  const [selection, setSelection] = useState<PickerSelection>(EMPTY_SELECTION);
  const [answer, setAnswer] = useState<AvailabilityResponse>();
  // The cart's item fills the picker once, and never over a choice the user already made.
  const [prefilled, setPrefilled] = useState(false);
  const products = useProductCatalog();
  const breakdown = useSkuBreakdown(o.initialItem);
  if (!prefilled && breakdown.data) {
    setPrefilled(true);
    setSelection(fromBreakdown(breakdown.data.result));
  }
  const models = useProductModels(selection.product);
  const details = useProductDetails(selection.product, selection.model_id);
  const check = useCheckProductStock();
  const options = details.data?.result ?? null;
  // Once a model's details are in, what has only one option is chosen for the user.
  const [filledFor, setFilledFor] = useState<number | null>(null);
  if (options && options.id === selection.model_id && filledFor !== options.id) {
    setFilledFor(options.id);
    setSelection(fillSingleChoices(selection, options));
  }

  const busy =
    products.isFetching ||
    breakdown.isFetching ||
    models.isFetching ||
    details.isFetching ||
    check.isPending;
  const settledBusy = useSettled(busy, o.spinnerDelayMs);
  const status = pickerStatus(settledBusy, answer);
  const productData = toProductData(selection, options);

  const change = (next: PickerSelection) => {
    setPrefilled(true);
    if (next.model_id !== selection.model_id) setFilledFor(null);
    setSelection(next);
    setAnswer(undefined);
    check.reset();
  };

  return {
    selection,
    options,
    products: products.data?.result ?? [],
    models: models.data?.result ?? [],
    status,
    answer,
    notServiceable: showsNotServiceable(status, answer),
    /** Why Check Availability is off, field by field (shown once the model's details are in). */
    errors: options ? selectionErrors(selection, options) : {},
    canCheck: productData !== null && !settledBusy,
    /** The catalogue's own failure (the first list could not load). */
    loadError: products.error,
    retryLoad: () => void products.refetch(),
    checkError: check.error,
    /** The cart's size is not one the model offers: the item's own size was chosen instead. */
    customisedSize: breakdown.data?.result.is_standard_size === false,
    chooseProduct: (code: string | null) => change(chooseProduct(code)),
    chooseModel: (id: number | null) => change(chooseModel(selection, id)),
    chooseSize: (size: Partial<Pick<PickerSelection, 'length' | 'breadth' | 'height'>>) =>
      change(chooseSize(selection, options?.dimensions ?? [], size)),
    chooseProperty: (key: string, value: string | null) =>
      change(chooseProperty(selection, key, value)),
    checkAvailability: () => {
      if (!productData) return;
      check.mutate(
        { product_data: productData, pincode: o.pincode, cart_pid: o.cartPid },
        {
          onSuccess: (reply) => {
            setAnswer(reply);
            o.onAvailability?.(reply);
          },
        },
      );
    },
    productData,
  };
}

export type ProductPickerState = ReturnType<typeof useProductPicker>;
