import {
  type TStockValidationRequest,
  ZAvailabilityResponse,
} from '@backoffice/domain/sales/catalogue';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';

/**
 * POST /api/product-validation-stock-check/: the chosen item's price, stock and payment modes,
 * and the difference against the cart being changed. A read: nothing to invalidate.
 */
export function checkProductStock(body: TStockValidationRequest) {
  return apiRequest('/product-validation-stock-check/', {
    schema: ZAvailabilityResponse,
    method: 'POST',
    body,
  });
}

export function useCheckProductStock() {
  return useMutation({ mutationFn: checkProductStock });
}
