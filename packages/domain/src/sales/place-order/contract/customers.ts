import { z } from 'zod';
import { ZOrderAddress } from '../../../orders/contract';

/** A customer found by mobile, with the addresses of their latest order to start from. */
export const ZCustomerMatch = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  mobile_number: z.string(),
  alternate_mobile_number: z.string().nullable(),
  email: z.string().nullable(),
  orders_count: z.number().int(),
  last_order_random_id: z.string().nullable(),
  shipping_address: ZOrderAddress.nullable(),
  billing_address: ZOrderAddress.nullable(),
});
export type CustomerMatch = z.infer<typeof ZCustomerMatch>;

/** GET /api/customer-search/. */
export const ZCustomerSearchResponse = z.object({ results: z.array(ZCustomerMatch) });
export type CustomerSearchResponse = z.infer<typeof ZCustomerSearchResponse>;
