import { CATALOGUE_MESSAGES as M, type SelectionErrors } from '@backoffice/domain/sales/catalogue';
import { ADDRESS_MESSAGES } from '@backoffice/domain/orders';
import type { AppError } from '../../../core/errors';
import { areaErrors, asWorded, type ErrorRow } from '../../../core/errors';

/** Why a catalogue or stock call fails. */
export type CatalogueErrorCode =
  | 'sales.product_not_found'
  | 'sales.model_not_found'
  | 'sales.item_sku_not_found'
  | 'sales.choices_invalid'
  | 'sales.combination_unavailable'
  | 'sales.stock_quantity_invalid'
  | 'sales.stock_pincode_invalid';

/** Each catalogue failure's kind and message. */
export const CATALOGUE_ERRORS = {
  'sales.product_not_found': { kind: 'NOT_FOUND', message: M.productNotFound },
  'sales.model_not_found': { kind: 'NOT_FOUND', message: M.modelNotFound },
  'sales.item_sku_not_found': { kind: 'NOT_FOUND', message: M.skuNotFound },
  'sales.choices_invalid': { kind: 'VALIDATION', message: asWorded },
  'sales.combination_unavailable': { kind: 'VALIDATION', message: M.combinationUnavailable },
  'sales.stock_quantity_invalid': { kind: 'VALIDATION', message: asWorded },
  'sales.stock_pincode_invalid': { kind: 'VALIDATION', message: ADDRESS_MESSAGES.pincodeInvalid },
} as const satisfies Record<CatalogueErrorCode, ErrorRow>;

/** The error of a catalogue failure code. */
export const catalogueError = areaErrors(CATALOGUE_ERRORS);

/** 404 "Product not found": no active product has this sku_code. */
export const productNotFound = (): AppError => catalogueError('sales.product_not_found');

/** 404 "Model not found": the product has no active model of this id. */
export const modelNotFound = (): AppError => catalogueError('sales.model_not_found');

/** 404 "Item SKU not found": no active item of the catalogue has this SKU. */
export const skuNotFound = (): AppError => catalogueError('sales.item_sku_not_found');

/** 400 on the picker's choices, each under product_data.<field> as the form names it. */
export function choicesInvalid(errors: SelectionErrors): AppError {
  const fields = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [`product_data.${field}`, message]),
  );
  const [message = M.combinationUnavailable] = Object.values(fields);
  return catalogueError('sales.choices_invalid', message).onFields(fields);
}
