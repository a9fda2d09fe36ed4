import { DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_FILES, type FormField } from './dynamic-form';
import { RETURN_REASONS } from './reasons';
import { RETURN_REQUEST_TYPES } from './request-types';

/** Answer names of the customer request form; the initiate call's fields carry the same names. */
export const REQUEST_FIELD = {
  requestType: 'request_type',
  reason: 'reason_id',
  subReason: 'sub_reason_id',
  quantity: 'quantity',
  pickupDate: 'preferred_pickup_date',
  originalPackaging: 'original_packaging',
  comments: 'comments',
  photos: 'files',
  refundPayment: 'refund_payment',
} as const;

/** Bounds of the request form's texts (designed). */
export const REQUEST_COMMENTS_MIN = 10;
export const REQUEST_COMMENTS_MAX = 1000;
/** The file types a request's photos and documents may be. */
export const REQUEST_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

const PICKUP_TYPES = RETURN_REQUEST_TYPES.filter((t) => t.needs_pickup).map((t) => t.code);
const RETURN_TYPES = RETURN_REQUEST_TYPES.filter((t) => t.kind === 'return').map((t) => t.code);

/** What the customer request form depends on: the cart's quantity and today's date. */
export interface RequestFormContext {
  item_quantity: number;
  /** YYYY-MM-DD, India time. */
  today: string;
}

/**
 * The customer request form's fields (customer-requests/{affiliate_id}/{id}/create/data). The
 * pickup date is asked only when the product travels back; the refund's payment data (optional:
 * the refund popup asks again) only for a return. The server checks a submission against the same fields (formErrors).
 */
export function customerRequestFields(ctx: RequestFormContext): FormField[] {
  return [
    {
      type: 'choice',
      name: REQUEST_FIELD.requestType,
      label: 'Request Type',
      required: true,
      options: RETURN_REQUEST_TYPES.map((t) => ({ value: t.code, label: t.label })),
    },
    {
      type: 'reason',
      name: REQUEST_FIELD.reason,
      label: 'Reason',
      required: true,
      sub_reason_name: REQUEST_FIELD.subReason,
      sub_reason_label: 'Sub Reason',
      options: RETURN_REASONS.map((r) => ({
        id: r.id,
        label: r.label,
        sub_reasons: r.sub_reasons.map((s) => ({ id: s.id, label: s.label })),
      })),
    },
    {
      type: 'integer',
      name: REQUEST_FIELD.quantity,
      label: 'Quantity',
      required: true,
      min_value: 1,
      max_value: ctx.item_quantity,
    },
    {
      type: 'date',
      name: REQUEST_FIELD.pickupDate,
      label: 'Preferred Pickup Date',
      required: false,
      min_date: ctx.today,
      show_when: { field: REQUEST_FIELD.requestType, in: PICKUP_TYPES },
    },
    {
      type: 'checkbox',
      name: REQUEST_FIELD.originalPackaging,
      label: 'Product is in its original packaging',
      required: false,
      show_when: { field: REQUEST_FIELD.requestType, in: PICKUP_TYPES },
    },
    {
      type: 'payment',
      name: REQUEST_FIELD.refundPayment,
      label: 'Refund Payment',
      required: false,
      payment_types: ['COD', 'ONLINE'],
      show_when: { field: REQUEST_FIELD.requestType, in: RETURN_TYPES },
    },
    {
      type: 'textarea',
      name: REQUEST_FIELD.comments,
      label: 'Comments',
      required: true,
      min_length: REQUEST_COMMENTS_MIN,
      max_length: REQUEST_COMMENTS_MAX,
    },
    {
      type: 'files',
      name: REQUEST_FIELD.photos,
      label: 'Photos',
      required: false,
      max_files: DEFAULT_MAX_FILES,
      max_file_bytes: DEFAULT_MAX_FILE_BYTES,
      accept: REQUEST_FILE_TYPES,
    },
  ];
}
