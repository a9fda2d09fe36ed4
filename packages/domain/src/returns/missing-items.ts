import { z } from 'zod';
import { ORDER_LIST_PAGE_SIZE } from '../core/constants';
import { idParam, MAX_ROW_ID, wireNumber } from '../core/validation/wire-number';
import { ZRowVersion } from '../orders/order-requests';

/**
 * The states of an issued item (designed): `pending` until the warehouse sends it, then
 * `fulfilled`. The /missing-items screen (OPS or TECH) works the missing items (type 5).
 */
export const ISSUED_ITEM_STATES = ['pending', 'fulfilled'] as const;
export type IssuedItemState = (typeof ISSUED_ITEM_STATES)[number];

/** The labels /missing-items shows for each state. */
export const ISSUED_ITEM_STATE_LABELS: Record<IssuedItemState, string> = {
  pending: 'Pending',
  fulfilled: 'Fulfilled',
};

/** The filters of /missing-items: one state, or every missing item. */
export const MISSING_ITEM_FILTERS = ['pending', 'fulfilled', 'all'] as const;
export type MissingItemFilter = (typeof MISSING_ITEM_FILTERS)[number];

const MISSING_ITEMS_MAX_LIMIT = 100;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MISSING_ITEMS_MAX_LIMIT}`;
const OFFSET_MESSAGE = 'offset must be a whole number of at least 0';

/** GET /api/missing-items/: a page of missing items, pending first by default. */
export const ZMissingItemsQuery = z.object({
  status: z
    .enum(MISSING_ITEM_FILTERS, { error: 'status must be pending, fulfilled or all' })
    .default('pending'),
  limit: wireNumber(
    z
      .number({ error: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(MISSING_ITEMS_MAX_LIMIT, LIMIT_MESSAGE)
      .default(ORDER_LIST_PAGE_SIZE),
  ),
  offset: wireNumber(
    z
      .number({ error: OFFSET_MESSAGE })
      .int(OFFSET_MESSAGE)
      .min(0, OFFSET_MESSAGE)
      .max(MAX_ROW_ID, OFFSET_MESSAGE)
      .default(0),
  ),
});
export type TMissingItemsQuery = z.infer<typeof ZMissingItemsQuery>;

/** POST /api/missing-items/:id/fulfil/: the missing item as read. */
export const ZMissingItemParams = z.object({ id: idParam('id must be a positive whole number') });
export const ZFulfilMissingItemRequest = z.object({ version: ZRowVersion });
export type TFulfilMissingItemRequest = z.infer<typeof ZFulfilMissingItemRequest>;
