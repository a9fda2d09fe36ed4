import { CATALOGUE_MESSAGES as M, type SelectionErrors } from '@backoffice/domain/sales/catalogue';
import { AppError } from '../../../core/errors';

/** 404 "Product not found": no active product has this sku_code. */
export const productNotFound = () => new AppError('NOT_FOUND', { message: M.productNotFound });

/** 404 "Model not found": the product has no active model of this id. */
export const modelNotFound = () => new AppError('NOT_FOUND', { message: M.modelNotFound });

/** 404 "Item SKU not found": no active item of the catalogue has this SKU. */
export const skuNotFound = () => new AppError('NOT_FOUND', { message: M.skuNotFound });

/** 400 on the picker's choices, each under product_data.<field> as the form names it. */
export function choicesInvalid(errors: SelectionErrors): AppError {
  const fields = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [`product_data.${field}`, message]),
  );
  const [message = M.combinationUnavailable] = Object.values(fields);
  return new AppError('VALIDATION', { message, fields });
}
