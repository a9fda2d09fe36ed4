import { z } from 'zod';
import { ZAnswerTimestamp } from '../../../core/validation/answer-text';
import { ZRupees, ZText } from './primitives';

export const ZHistoryOrder = z.object({
  order_random_id: ZText,
  create_timestamp: ZAnswerTimestamp,
  amount: ZRupees,
});
export const ZCustomerHistoryAnswer = z.object({
  store_visits: z.number().int(),
  last_store_visit_date: ZAnswerTimestamp.nullable(),
  last_retail_purchase_date: ZAnswerTimestamp.nullable(),
  last_order_value: ZRupees,
  total_revenue: ZRupees,
  /** POS orders not placed yet: link to /retail-order-detail/{order_random_id}. */
  pending_orders: z.array(ZHistoryOrder).max(100),
  /** Placed orders: link to /order-search?orderId={order_random_id}. */
  previous_orders: z.array(ZHistoryOrder).max(100),
});
export type CustomerHistoryAnswer = z.infer<typeof ZCustomerHistoryAnswer>;
