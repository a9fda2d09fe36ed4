import type { PddRow } from './pdd';
import type { TrackingStep } from './tracking';

/** A courier's tracking record, with the field names of 001 section 3 "Tracking". */
export interface CourierTracking {
  docket_name: string;
  DocketNumber: string;
  InvoiceNumber: string | null;
  Status: string;
  EstimatedDeliveryDate: string | null;
  Origin: string;
  Destination: string;
  /** Newest first. */
  Scans: { ScanDescription: string; ScanDate: string; ScanLocation: string }[];
}

/** GET /api/cart-track-data/:cart_pid/: the Track Order popup. */
export interface CartTrackResponse {
  cart_pid: number;
  /** True while carts ship with the courier alone: the transit step is `in_transit`. */
  non_shipping_label_case: boolean;
  steps: TrackingStep[];
  /** The courier's record; null without a docket or when the courier could not be reached. */
  tracking: CourierTracking | null;
  /** "Something went wrong. Please click the above button." when the courier failed. */
  tracking_error: string | null;
  /** The courier's own page for the docket (the popup's button). */
  docket_url: string | null;
}

/** GET /api/pdd-breakdown/:cart_pid/. */
export interface PddBreakdownResponse {
  rows: PddRow[];
}

/** One change of a cart's requested date (001 section 3 "Requested date log row"). */
export interface RequestedDateLogRow {
  new_requested_date: string;
  old_pickup_date: string | null;
  updated_by_name: string;
  updated_by_email: string;
  updated_timestamp: string;
  /** 0 is Reverse (a return pickup), 1 Forward (a delivery). */
  is_forward: 0 | 1;
  planning_remarks: string | null;
}

/** A child shipping label's movement between warehouses (001 section 4). */
export interface ShippingLabelTransit {
  new_shipping_label_status: string;
  source_warehouse_id: number;
  destination_warehouse_id: number;
  sto_number: string;
  material_number: string;
  batch_number: string;
  remark: string | null;
  create_timestamp: string;
}

/** A mid shipping label with its child labels (001 section 4 "Shipping label history"). */
export interface MidShippingLabel {
  mid_shipping_label: string;
  status: string;
  child_shipping_labels: {
    shipping_labels_info: {
      child_shipping_label: string;
      shipping_label_status: string;
      material_number: string;
      sto_number: string;
      batch_number: string;
      quantity: number;
      middle_mile_route: string;
      from_warehouse_name: string;
      destination_warehouse_name: string;
      create_timestamp: string;
    };
    transit_details: ShippingLabelTransit[];
  }[];
}

/** GET /api/shipping-label-transit-history/:cart_pid/. */
export interface ShippingLabelHistoryResponse {
  cart_pid: number;
  non_shipping_label_case: boolean;
  results: MidShippingLabel[];
}
