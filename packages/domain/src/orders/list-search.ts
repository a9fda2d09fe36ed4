import { z } from 'zod';
import { cappedSearchPage, ZOrderListRow, ZStaffRef } from './contract';
import { ZCetUid, ZListQuery, ZSearchQuery, ZStatusId } from './order-requests';
import { ZAnswerTimestamp } from '../core/validation/answer-text';
import { RANDOM_ID_LENGTH } from '../core/constants/global-constants';

/** Messages of the work-list search's query that the list and universal search do not have. */
export const LIST_SEARCH_MESSAGES = {
  invalidCxFlag: 'isOnlyCXDetails must be true or false',
} as const;

/** The longest spelling of the flag: only `true` and `false` are read, in lower case. */
const FLAG_TEXT_MAX_LENGTH = 'false'.length;

const ZCxFlag = z
  .string({ error: LIST_SEARCH_MESSAGES.invalidCxFlag })
  .max(FLAG_TEXT_MAX_LENGTH, LIST_SEARCH_MESSAGES.invalidCxFlag)
  .pipe(
    z.stringbool({
      truthy: ['true'],
      falsy: ['false'],
      case: 'sensitive',
      error: LIST_SEARCH_MESSAGES.invalidCxFlag,
    }),
  )
  .default(false);

/**
 * Query of GET /api/list-of-search-orders/:platform/:slug/ (spec 000 section 7): the term, read
 * as universal search reads it, the team and the page as the work list takes them, optionally one
 * agent of a Team Leader's (as the tab counts take it), and whether to answer only the
 * customer-experience details of each row.
 */
export const ZListSearchQuery = ZListQuery.extend({
  search: ZSearchQuery.shape.search,
  cet_uid: ZCetUid.optional(),
  isOnlyCXDetails: ZCxFlag,
});
export type TListSearchQuery = z.infer<typeof ZListSearchQuery>;

/**
 * The work-list search's full answer: work-list rows, `count` stopping at
 * ORDER_SEARCH_COUNT_CAP like universal search (`count_capped` says more match).
 */
export const ZOrderListSearchResponse = cappedSearchPage(ZOrderListRow);
export type OrderListSearchResponse = z.infer<typeof ZOrderListSearchResponse>;

/**
 * The customer-experience details of a cart of a work list (isOnlyCXDetails=true): who the
 * customer is and how to reach them, which order and cart, its status and its dates; never a
 * price, a payment type or a payment.
 */
export const ZOrderCxRow = z.object({
  cart_pid: z.number().int(),
  order_random_id: z.string().max(RANDOM_ID_LENGTH),
  affiliate_id: z.number().int(),
  channel: z.string(),
  customer_name: z.string(),
  mobile_number: z.string(),
  alternate_mobile_number: z.string().nullable(),
  email: z.string().nullable(),
  pincode: z.string(),
  city: z.string().nullable(),
  item_name: z.string(),
  orm_order_status: ZStatusId,
  status_label: z.string(),
  is_urgent: z.boolean(),
  created_at: ZAnswerTimestamp,
  confirmed_at: z.string().nullable(),
  promised_date: z.string().nullable(),
  delivered_at: z.string().nullable(),
  assigned_to: ZStaffRef.nullable(),
});
export type OrderCxRow = z.infer<typeof ZOrderCxRow>;

/** The work-list search's answer with isOnlyCXDetails=true. */
export const ZOrderCxSearchResponse = cappedSearchPage(ZOrderCxRow);
export type OrderCxSearchResponse = z.infer<typeof ZOrderCxSearchResponse>;
