import {
  RETAIL_POS_PATHS as P,
  ZAgentMembersAnswer,
  ZCustomerPaymentDataAnswer,
  ZOffersAnswer,
  ZPaymentModesAnswer,
  ZPosMobileQuery,
  ZPosOrderParams,
} from '@backoffice/domain/retail/pos';
import type { AreaModule } from '../../../../core/http';
import { callerOf } from '../../../../core/use-case';
import {
  activeOffers,
  agentMembers,
  allOffers,
  customerPaymentData,
  paymentModes,
} from './offers.service';

const store = { capability: 'retail:view' } as const;

/** What the payment part of the order detail reads: offers, modes and devices, agents. */
export const posOffersRoutes: AreaModule = (api, ctx) => {
  api.get(
    P.allOffers,
    {
      config: store,
      schema: { summary: 'Every live offer (All Offers)', response: { 200: ZOffersAnswer } },
    },
    (request) => allOffers(ctx, callerOf(request)),
  );
  api.get(
    P.activeOffersRoute,
    {
      config: store,
      schema: {
        summary: 'The offers this order can take',
        params: ZPosOrderParams,
        response: { 200: ZOffersAnswer },
      },
    },
    (request) => activeOffers(ctx, callerOf(request), request.params.order_random_id),
  );
  api.get(
    P.paymentModesRoute,
    {
      config: store,
      schema: {
        summary: "The order's allowed payment modes and the store's POS devices",
        params: ZPosOrderParams,
        response: { 200: ZPaymentModesAnswer },
      },
    },
    (request) => paymentModes(ctx, callerOf(request), request.params.order_random_id),
  );
  api.get(
    P.agentMembersRoute,
    {
      config: store,
      schema: {
        summary: "The store's staff for 'Select Agent'",
        params: ZPosOrderParams,
        response: { 200: ZAgentMembersAnswer },
      },
    },
    (request) => agentMembers(ctx, callerOf(request), request.params.order_random_id),
  );
  api.get(
    P.customerPaymentData,
    {
      config: store,
      schema: {
        summary: "The customer's saved cards at the card provider",
        querystring: ZPosMobileQuery,
        response: { 200: ZCustomerPaymentDataAnswer },
      },
    },
    (request) => customerPaymentData(ctx, callerOf(request), request.query.mobile_number),
  );
};
