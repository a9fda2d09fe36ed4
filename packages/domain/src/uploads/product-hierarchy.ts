import { z } from 'zod';
import { ZAnswerMessage, ZAnswerTimestamp } from '../core/validation/answer-text';
import { idParam, MAX_ROW_ID } from '../core/validation/wire-number';
import {
  HIERARCHY_NAME_MAX_LENGTH,
  PRODUCT_CONFIGURATION_SHEET,
} from './sheet-types/product-configuration';
import { SHEET_SKU_MAX_LENGTH } from './sheet-types/price-automation';

/**
 * The approval of product hierarchy changes (002 sections 3, 4 and 7): a product configuration
 * sheet makes one request with an approval per row; approving a row changes its item.
 */

export const HIERARCHY_APPROVAL_STATUSES = ['PENDING', 'APPROVED'] as const;
export type HierarchyApprovalStatus = (typeof HIERARCHY_APPROVAL_STATUSES)[number];

/** The spec's words on /product-hierarchy-approval. */
export const HIERARCHY_MESSAGES = {
  approved: 'Approved Successfully!!!',
  nonePending: 'No approval requests are pending',
  requestNotFound: 'Approval request not found',
  notInRequest: (ids: readonly number[]) =>
    `These approvals are not in this request: ${ids.join(', ')}`,
} as const;

/** The most approvals one request holds: the sheet's row limit. */
export const HIERARCHY_REQUEST_MAX_ROWS = PRODUCT_CONFIGURATION_SHEET.limits.maxRows;

const ZLevel = z.string().max(HIERARCHY_NAME_MAX_LENGTH);

/** product_hierarchy_data: the levels an approval sets, an optional one null. */
export const ZProductHierarchyData = z.object({
  master_category: ZLevel,
  product_category: ZLevel,
  product_sub_category: ZLevel,
  new_product_type: ZLevel,
  product_material: ZLevel.nullable(),
  product_model: ZLevel.nullable(),
  product_series: ZLevel.nullable(),
});

const ZRequestId = idParam(HIERARCHY_MESSAGES.requestNotFound);

/** fetch {request_id} (GET /api/product-hierarchy-approval/?request_id=). */
export const ZHierarchyRequestQuery = z.object({ request_id: ZRequestId });

/** approve {request_id, approval_ids}: an empty list approves every pending row. */
export const ZApproveHierarchyRequest = z.object({
  request_id: ZRequestId,
  approval_ids: z
    .array(z.number().int().positive().max(MAX_ROW_ID))
    .max(HIERARCHY_REQUEST_MAX_ROWS),
});
export type ApproveHierarchyRequest = z.infer<typeof ZApproveHierarchyRequest>;

const ZPerson = z.object({ login_id: z.number().int().nullable(), name: z.string().max(200) });

/** One row of a request: the item, the hierarchy it asks for and where its approval is. */
export const ZHierarchyApproval = z.object({
  approval_id: z.number().int(),
  sku: z.string().max(SHEET_SKU_MAX_LENGTH),
  item_name: z.string().max(300),
  approval_status: z.enum(HIERARCHY_APPROVAL_STATUSES),
  product_hierarchy_data: ZProductHierarchyData,
  approved_by: ZPerson.nullable(),
  approved_at: ZAnswerTimestamp.nullable(),
});
export type HierarchyApproval = z.infer<typeof ZHierarchyApproval>;

/** A request with its rows (approval_requests). */
export const ZHierarchyRequest = z.object({
  request_id: z.number().int(),
  requested_by: ZPerson,
  requested_at: ZAnswerTimestamp,
  pending: z.number().int(),
  approval_requests: z.array(ZHierarchyApproval).max(HIERARCHY_REQUEST_MAX_ROWS),
});
export type HierarchyRequest = z.infer<typeof ZHierarchyRequest>;

/** The answer of approve: the spec's 'Approved Successfully!!!', how many, and the request now. */
export const ZApproveHierarchyAnswer = z.object({
  message: ZAnswerMessage,
  approved: z.number().int(),
  request: ZHierarchyRequest,
});
export type ApproveHierarchyAnswer = z.infer<typeof ZApproveHierarchyAnswer>;

/** One request in the list of requests with pending rows (the screen's request picker). */
export const ZHierarchyRequestSummary = z.object({
  request_id: z.number().int(),
  requested_by: ZPerson,
  requested_at: ZAnswerTimestamp,
  rows: z.number().int(),
  pending: z.number().int(),
});
export type HierarchyRequestSummary = z.infer<typeof ZHierarchyRequestSummary>;

/** GET /api/product-configuration/requests/: the requests with pending rows, newest first. */
export const ZHierarchyRequestList = z.object({
  results: z.array(ZHierarchyRequestSummary).max(100),
});
export type HierarchyRequestList = z.infer<typeof ZHierarchyRequestList>;
