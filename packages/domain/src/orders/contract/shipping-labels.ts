import { z } from 'zod';

/** A child shipping label's movement between warehouses (001 section 4). */
export const ZShippingLabelTransit = z.object({
  new_shipping_label_status: z.string(),
  source_warehouse_id: z.number().int(),
  destination_warehouse_id: z.number().int(),
  sto_number: z.string(),
  material_number: z.string(),
  batch_number: z.string(),
  remark: z.string().nullable(),
  create_timestamp: z.string(),
});
export type ShippingLabelTransit = z.infer<typeof ZShippingLabelTransit>;

/** A mid shipping label with its child labels (001 section 4 "Shipping label history"). */
export const ZMidShippingLabel = z.object({
  mid_shipping_label: z.string(),
  status: z.string(),
  child_shipping_labels: z.array(
    z.object({
      shipping_labels_info: z.object({
        child_shipping_label: z.string(),
        shipping_label_status: z.string(),
        material_number: z.string(),
        sto_number: z.string(),
        batch_number: z.string(),
        quantity: z.number().int(),
        middle_mile_route: z.string(),
        from_warehouse_name: z.string(),
        destination_warehouse_name: z.string(),
        create_timestamp: z.string(),
      }),
      transit_details: z.array(ZShippingLabelTransit),
    }),
  ),
});
export type MidShippingLabel = z.infer<typeof ZMidShippingLabel>;

/** GET /api/shipping-label-transit-history/:cart_pid/. */
export const ZShippingLabelHistoryResponse = z.object({
  cart_pid: z.number().int(),
  non_shipping_label_case: z.boolean(),
  results: z.array(ZMidShippingLabel),
});
export type ShippingLabelHistoryResponse = z.infer<typeof ZShippingLabelHistoryResponse>;
