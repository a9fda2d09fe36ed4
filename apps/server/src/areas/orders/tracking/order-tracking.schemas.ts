import {
  TRACKING_STEPS,
  type CartTrackResponse,
  type PddBreakdownResponse,
  type RequestedDateLogRow,
  type ShippingLabelHistoryResponse,
} from '@backoffice/domain/orders';
import { z } from 'zod';

// Answer schemas of a cart's tracking popups; `satisfies` keeps them in step with the domain.

const ZActivity = z.object({
  activity: z.string(),
  status: z.boolean(),
  time: z.string().nullable(),
});

const ZTrackingStep = z.object({
  key: z.enum(TRACKING_STEPS.map((s) => s.key)),
  label: z.string(),
  status: z.boolean(),
  time: z.string().nullable(),
  state: z.enum(['done', 'partial', 'pending']),
  sub_activities: z.array(ZActivity),
  tracking_data: z
    .object({
      docket_name: z.string(),
      tracking_number: z.string(),
      docket_url: z.string().nullable(),
      delay_message: z.string().nullable(),
    })
    .optional(),
});

export const ZCartTrackResponse = z.object({
  cart_pid: z.number().int(),
  non_shipping_label_case: z.boolean(),
  steps: z.array(ZTrackingStep),
  tracking: z
    .object({
      docket_name: z.string(),
      DocketNumber: z.string(),
      InvoiceNumber: z.string().nullable(),
      Status: z.string(),
      EstimatedDeliveryDate: z.string().nullable(),
      Origin: z.string(),
      Destination: z.string(),
      Scans: z.array(
        z.object({ ScanDescription: z.string(), ScanDate: z.string(), ScanLocation: z.string() }),
      ),
    })
    .nullable(),
  tracking_error: z.string().nullable(),
  docket_url: z.string().nullable(),
}) satisfies z.ZodType<CartTrackResponse>;

export const ZPddBreakdownResponse = z.object({
  rows: z.array(
    z.object({
      label: z.string(),
      predicted: z.string().nullable(),
      actual: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<PddBreakdownResponse>;

export const ZRequestedDateLogResponse = z.object({
  results: z.array(
    z.object({
      new_requested_date: z.string(),
      old_pickup_date: z.string().nullable(),
      updated_by_name: z.string(),
      updated_by_email: z.string(),
      updated_timestamp: z.string(),
      is_forward: z.union([z.literal(0), z.literal(1)]),
      planning_remarks: z.string().nullable(),
    }) satisfies z.ZodType<RequestedDateLogRow>,
  ),
});

const ZLabelTransit = z.object({
  new_shipping_label_status: z.string(),
  source_warehouse_id: z.number().int(),
  destination_warehouse_id: z.number().int(),
  sto_number: z.string(),
  material_number: z.string(),
  batch_number: z.string(),
  remark: z.string().nullable(),
  create_timestamp: z.string(),
});

export const ZShippingLabelHistoryResponse = z.object({
  cart_pid: z.number().int(),
  non_shipping_label_case: z.boolean(),
  results: z.array(
    z.object({
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
          transit_details: z.array(ZLabelTransit),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<ShippingLabelHistoryResponse>;
