import { STATUS } from '../orders/statuses';
import type { RequestItemTypeId } from '../orders/request-item-types';
import type { ReturnStatusId } from './statuses';

/**
 * What a customer request is (designed; the spec names the request item types only): a return
 * (the product comes back, money goes out), a replacement (the product comes back and a new one
 * ships) or an issue (items are sent without a return: packaging, accessories, parts, packages,
 * a missing item).
 */
export const REQUEST_KINDS = ['return', 'replacement', 'issue'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** One choice of "Request type" on the customer request form. */
export interface ReturnRequestType {
  code: string;
  label: string;
  kind: RequestKind;
  /** The request item type (001 section 3) the request's items carry, if any. */
  item_type_id: RequestItemTypeId | null;
  /** The cart status the request opens in. */
  opening_status: ReturnStatusId;
  /** Whether the product travels back to a warehouse (a return pickup follows approval). */
  needs_pickup: boolean;
}

/**
 * The request types. Returns open in Return Requested (24), replacements in Replacement Requested
 * (25), issues in Requested (99). Return Repair (12) is a return whose product comes back to be
 * repaired; the issue types map one to one onto their request item types.
 */
export const RETURN_REQUEST_TYPES = [
  {
    code: 'return',
    label: 'Return',
    kind: 'return',
    item_type_id: null,
    opening_status: STATUS.RETURN_REQUESTED,
    needs_pickup: true,
  },
  {
    code: 'return-repair',
    label: 'Return Repair',
    kind: 'return',
    item_type_id: 12,
    opening_status: STATUS.RETURN_REQUESTED,
    needs_pickup: true,
  },
  {
    code: 'replacement',
    label: 'Replacement',
    kind: 'replacement',
    item_type_id: 2,
    opening_status: STATUS.REPLACEMENT_REQUESTED,
    needs_pickup: true,
  },
  {
    code: 'issue-accessory',
    label: 'Issue Accessary',
    kind: 'issue',
    item_type_id: 8,
    opening_status: STATUS.REQUESTED,
    needs_pickup: false,
  },
  {
    code: 'packaging',
    label: 'Packaging Material',
    kind: 'issue',
    item_type_id: 4,
    opening_status: STATUS.REQUESTED,
    needs_pickup: false,
  },
  {
    code: 'missing-item',
    label: 'Missing Item',
    kind: 'issue',
    item_type_id: 5,
    opening_status: STATUS.REQUESTED,
    needs_pickup: false,
  },
  {
    code: 'multiple-parts',
    label: 'Issue Multiple Parts',
    kind: 'issue',
    item_type_id: 9,
    opening_status: STATUS.REQUESTED,
    needs_pickup: false,
  },
  {
    code: 'multiple-packages',
    label: 'Issue Multiple Packages',
    kind: 'issue',
    item_type_id: 11,
    opening_status: STATUS.REQUESTED,
    needs_pickup: false,
  },
] as const satisfies readonly ReturnRequestType[];

export type ReturnRequestTypeCode = (typeof RETURN_REQUEST_TYPES)[number]['code'];
export const RETURN_REQUEST_TYPE_CODES = RETURN_REQUEST_TYPES.map((t) => t.code) as [
  ReturnRequestTypeCode,
  ...ReturnRequestTypeCode[],
];

/** The request type a code names, or undefined. */
export function returnRequestType(code: string): ReturnRequestType | undefined {
  return RETURN_REQUEST_TYPES.find((t) => t.code === code);
}
