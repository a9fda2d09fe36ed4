import {
  RETAIL_POS_PATHS as P,
  ZCreatePosOrderAnswer,
  ZCreatePosOrderRequest,
  ZPosOrderDetailAnswer,
  ZPosOrderParams,
} from '@backoffice/domain/retail/pos';
import type { AreaModule } from '../../../../core/http';
import { idempotentRequest } from '../../../../core/idempotency/idempotency';
import { callerOf } from '../../../../core/use-case';
import { createPosOrder } from './create-order.service';
import { posOrderDetail } from './order-detail.service';

/** A POS order: opened for a verified mobile, read as the order detail page shows it. */
export const posOrdersRoutes: AreaModule = (api, ctx) => {
  api.post(
    P.createOrder,
    {
      config: { capability: 'retail:till-open-order', idempotencyKey: 'required' },
      schema: {
        summary: 'Open a POS order for a mobile the store verified by OTP',
        body: ZCreatePosOrderRequest,
        response: { 200: ZCreatePosOrderAnswer },
      },
    },
    (request) => createPosOrder(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.get(
    P.orderDetailRoute,
    {
      config: { capability: 'retail:view' },
      schema: {
        summary: 'The retail order detail: lines, addresses, wallet, coupon and totals',
        params: ZPosOrderParams,
        response: { 200: ZPosOrderDetailAnswer },
      },
    },
    (request) => posOrderDetail(ctx, callerOf(request), request.params.order_random_id),
  );
};
