import {
  REFUND_PATHS as P,
  ZInitiateRefund,
  ZRefundInitiatedAnswer,
  ZRefundToWallet,
  ZRefundToWalletResponse,
  ZWalletUsableQuery,
  ZWalletUsableResponse,
  type RefundInitiation,
} from '@backoffice/domain/refunds';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { initiateRefund } from './initiate-refund.service';
import { refundToWallet } from './refund-to-wallet.service';
import { walletUsable } from './wallet-usable.service';

/** The initiation calls, each raising its kind of refund (docs/refunds.md "Initiating refunds"). */
const INITIATION_ROUTES: readonly { path: string; kind: RefundInitiation; summary: string }[] = [
  { path: P.priceDropRefund, kind: 'price-drop', summary: 'Initiate a price-drop refund' },
  { path: P.enableSaleBenefit, kind: 'sale-benefit', summary: 'Initiate the sale benefit' },
  {
    path: P.createSaleBenefitForAffiliate,
    kind: 'sale-benefit-affiliate',
    summary: "Initiate the sale benefit of an affiliate's cart",
  },
  { path: P.odaChargeRefund, kind: 'oda-charge', summary: 'Refund the ODA charge of a cart' },
  { path: P.carpenterRefund, kind: 'carpenter', summary: 'Initiate a carpenter refund' },
];

/**
 * Raising refunds from the order page (the refund initiation popup), the customer's usable
 * wallet credit, and Finance paying a refund into the wallet.
 */
export const initiationRoutes: AreaModule = (api, ctx) => {
  const money = { capability: 'refunds:initiate', idempotencyKey: 'required' } as const;
  for (const { path, kind, summary } of INITIATION_ROUTES) {
    api.post(
      path,
      {
        config: money,
        schema: { summary, body: ZInitiateRefund, response: { 200: ZRefundInitiatedAnswer } },
      },
      (request) =>
        initiateRefund(ctx, callerOf(request), kind, request.body, idempotentRequest(request)),
    );
  }
  api.get(
    P.walletUsable,
    {
      config: { capability: 'refunds:initiate' },
      schema: {
        summary: 'The wallet credit a customer may use',
        querystring: ZWalletUsableQuery,
        response: { 200: ZWalletUsableResponse },
      },
    },
    (request) => walletUsable(ctx, request.query),
  );
  api.post(
    P.refundToWallet,
    {
      config: { capability: 'refunds:process', idempotencyKey: 'required' },
      schema: {
        summary: "Pay a refund into the customer's wallet",
        body: ZRefundToWallet,
        response: { 200: ZRefundToWalletResponse },
      },
    },
    (request) => refundToWallet(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
};
