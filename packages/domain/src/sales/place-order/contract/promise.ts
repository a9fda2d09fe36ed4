import { z } from 'zod';
import { ZPaymentType } from '../../../orders/contract';
import type { DeliveryChargesStatus } from '../delivery-promise';

/** One line's ODA data (001 section 3). */
export const ZPromiseCartDetail = z.object({
  /** The cart of an existing order (address check); null for a new order's line. */
  cart_pid: z.number().int().nullable(),
  item_sku: z.string(),
  item_full_name: z.string(),
  item_dimensions: z.string(),
  item_quantity: z.number().int(),
  cod_edd: z.string().nullable(),
  online_edd: z.string().nullable(),
  delivery_charges: z.number(),
  docket_quantity: z.number().int(),
  cod_oda_charges: z.number(),
  online_oda_charges: z.number(),
  delivery_charges_status: z.enum(['PAID', 'PENDING']) satisfies z.ZodType<DeliveryChargesStatus>,
  cod_delivery_possible: z.boolean(),
  online_delivery_possible: z.boolean(),
});
export type PromiseCartDetail = z.infer<typeof ZPromiseCartDetail>;

/** POST /api/promise-engine/ and POST /api/order/address-modification-service-check/. */
export const ZPromiseEngineResponse = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  delivery_possible: z.boolean(),
  cod_serviceable: z.boolean(),
  is_oda_location: z.boolean(),
  available_modes: z.array(ZPaymentType),
  /** Not serviceable, or out of the delivery area; null otherwise. */
  message: z.string().nullable(),
  cart_details: z.array(ZPromiseCartDetail),
  total_delivery_charges: z.number(),
  /** What is still to pay for delivery: the PENDING lines' charges. */
  total_payable: z.number(),
});
export type PromiseEngineResponse = z.infer<typeof ZPromiseEngineResponse>;
