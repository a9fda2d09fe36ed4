import {
  RETAIL_POS_PATHS as P,
  ZCustomerHistoryAnswer,
  ZPosMobileQuery,
} from '@backoffice/domain/retail/pos';
import type { AreaModule } from '../../../../core/http';
import { callerOf } from '../../../../core/use-case';
import { customerHistory } from './history.service';

/** Past Order History of the order detail's right side. */
export const posHistoryRoutes: AreaModule = (api, ctx) => {
  api.get(
    P.customerHistory,
    {
      config: { capability: 'retail:view' },
      schema: {
        summary: "The customer's store visits, purchases, pending and previous orders",
        querystring: ZPosMobileQuery,
        response: { 200: ZCustomerHistoryAnswer },
      },
    },
    (request) => customerHistory(ctx, callerOf(request), request.query.mobile_number),
  );
};
