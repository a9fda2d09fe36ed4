import { ZOrderRandomIdParam } from '@backoffice/domain/orders';
import {
  ADDITIONAL_PAYMENT_OPTIONS,
  ZAdditionalPaymentsAnswer,
  ZAdditionalPaymentsRequest,
  ZAutomateAnswer,
  ZAutomateRequest,
  ZCancelPaymentLinkRequest,
  ZCartChannelQuery,
  ZCartPidParam,
  ZOrderPaymentsResponse,
  ZPaymentLinkAnswer,
  ZPaymentNotifyAnswer,
  ZPaymentNotifyRequest,
  ZPaymentOptionsResponse,
  ZPaymentTypeChangeAnswer,
  ZPaymentTypeChangeRequest,
  ZResendPaymentLinkRequest,
  ZRnrOrderStatus,
  ZSendPaymentLinkRequest,
} from '@backoffice/domain/sales/payments';
import type { AreaModule } from '../../../core/http';
import { signedIn } from '../../../plugins/auth';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf, SYSTEM_CALLER } from '../../../core/use-case';
import { recordAdditionalPayments } from './additional-payments.service';
import { automateOrder } from './automate.service';
import { cancelPaymentLink } from './cancel-payment-link.service';
import { orderPaymentsOf } from './order-payments.queries';
import { resendPaymentLink } from './resend-payment-link.service';
import { sendPaymentLink } from './send-payment-link.service';
import { refreshLink } from './payment-outcomes.service';
import { changePaymentType } from './payment-type.service';
import { rnrOrderStatus } from './rnr.service';

const IDEMPOTENCY_NOTE =
  ' Send an Idempotency-Key header: a retry with the same key answers the first answer.';

/** Payment links, an order's payments, additional payments and the payment type (docs/sales.md). */
export const paymentsRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/order-payments/:order_random_id/',
    {
      config: { capability: 'orders:search' },
      schema: {
        summary: "An order's payments and payment links, with what it owes",
        params: ZOrderRandomIdParam,
        response: { 200: ZOrderPaymentsResponse },
      },
    },
    (request) => orderPaymentsOf(ctx, signedIn(request).principal, request.params.order_random_id),
  );

  api.post(
    '/api/send-payment-link/',
    {
      config: { capability: 'payments:send-link', idempotencyKey: 'required' },
      schema: {
        summary: 'Send a payment link of type RNR, new, cto or other.' + IDEMPOTENCY_NOTE,
        body: ZSendPaymentLinkRequest,
        response: { 200: ZPaymentLinkAnswer },
      },
    },
    (request) => sendPaymentLink(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );

  api.post(
    '/api/resend-payment-link/',
    {
      config: { capability: 'payments:send-link', idempotencyKey: 'required' },
      schema: {
        summary: 'Send a link again (a new link once it expired)',
        body: ZResendPaymentLinkRequest,
        response: { 200: ZPaymentLinkAnswer },
      },
    },
    (request) => resendPaymentLink(ctx, callerOf(request), request.body),
  );

  api.post(
    '/api/cancel-payment-link/',
    {
      config: { capability: 'payments:send-link', idempotencyKey: 'required' },
      schema: {
        summary: 'Cancel a payment link not yet paid, with a reason',
        body: ZCancelPaymentLinkRequest,
        response: { 200: ZPaymentLinkAnswer },
      },
    },
    (request) => cancelPaymentLink(ctx, callerOf(request), request.body),
  );

  api.post(
    '/api/payments/notify/',
    {
      config: { capability: 'public' },
      schema: {
        summary:
          "The payments provider's notice that a link changed; the link is read back from the provider",
        body: ZPaymentNotifyRequest,
        response: { 200: ZPaymentNotifyAnswer },
      },
    },
    async (request) => {
      const outcome = await refreshLink(ctx, request.body.transaction_id, {
        ...SYSTEM_CALLER,
        request_id: request.id,
      });
      return { transaction_id: outcome.transaction_id, status: outcome.status };
    },
  );

  api.get(
    '/api/additional-payment-options/',
    {
      config: { capability: 'session' },
      schema: {
        summary: 'The extra charges the additional-payments widget offers, with their limits',
        response: { 200: ZPaymentOptionsResponse },
      },
    },
    () => ({ options: [...ADDITIONAL_PAYMENT_OPTIONS] }),
  );

  api.post(
    '/api/additional-payments/',
    {
      config: { capability: 'payments:additional', idempotencyKey: 'required' },
      schema: {
        summary:
          'Charge an order extra amounts, paid COD, by link or by tracking id.' + IDEMPOTENCY_NOTE,
        body: ZAdditionalPaymentsRequest,
        response: { 200: ZAdditionalPaymentsAnswer },
      },
    },
    (request) =>
      recordAdditionalPayments(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );

  api.post(
    '/api/backoffice-payment-type-changed-orders/',
    {
      config: { capability: 'payments:change-type', idempotencyKey: 'required' },
      schema: {
        summary: "Change an order's payment type with the payment form." + IDEMPOTENCY_NOTE,
        body: ZPaymentTypeChangeRequest,
        response: { 200: ZPaymentTypeChangeAnswer },
      },
    },
    (request) =>
      changePaymentType(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );

  api.post(
    '/api/automate/',
    {
      config: { capability: 'payments:send-link', idempotencyKey: 'required' },
      schema: {
        summary:
          "Run the order's automatic checks now: each open payment link is read back from the provider." +
          IDEMPOTENCY_NOTE,
        body: ZAutomateRequest,
        response: { 200: ZAutomateAnswer },
      },
    },
    (request) => automateOrder(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );

  api.get(
    '/api/rnr-order-status/:cart_pid/',
    {
      config: { capability: 'payments:rnr' },
      schema: {
        summary: "A cart's RNR prepayment state and its RNR links",
        params: ZCartPidParam,
        querystring: ZCartChannelQuery,
        response: { 200: ZRnrOrderStatus },
      },
    },
    (request) => rnrOrderStatus(ctx, request.params.cart_pid, request.query.affiliate_id),
  );
};
