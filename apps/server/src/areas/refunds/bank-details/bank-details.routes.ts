import {
  REFUND_PATHS as P,
  ZSendBankDetailsFormUrl,
  ZSendBankDetailsFormUrlResponse,
  ZUpdateBankDetails,
  ZUpdateBankDetailsResponse,
  ZUpdateRefundAmount,
  ZUpdateRefundAmountResponse,
  ZVerifyBankDetails,
  ZVerifyBankDetailsResponse,
} from '@backoffice/domain/refunds';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { sendBankDetailsLink } from './send-bank-link.service';
import { updateRefundAmount } from './update-amount.service';
import { updateBankDetails } from './update-bank-details.service';
import { verifyBankDetails } from './verify-bank-details.service';

/** Finance's bank-details and amount calls of a refund (docs/refunds.md "Bank details"). */
export const bankDetailsRoutes: AreaModule = (api, ctx) => {
  const write = { capability: 'refunds:bank-details', idempotencyKey: 'required' } as const;
  api.post(
    P.verifyBankDetails,
    {
      config: write,
      schema: {
        summary: "Check a refund's bank account with the bank",
        body: ZVerifyBankDetails,
        response: { 200: ZVerifyBankDetailsResponse },
      },
    },
    (request) =>
      verifyBankDetails(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.updateBankDetails,
    {
      config: write,
      schema: {
        summary: 'Set the bank account a refund is paid to',
        body: ZUpdateBankDetails,
        response: { 200: ZUpdateBankDetailsResponse },
      },
    },
    (request) =>
      updateBankDetails(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.sendBankDetailsFormUrl,
    {
      config: write,
      schema: {
        summary: 'Send the customer the link to the bank-details page',
        body: ZSendBankDetailsFormUrl,
        response: { 200: ZSendBankDetailsFormUrlResponse },
      },
    },
    (request) =>
      sendBankDetailsLink(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.updateAmount,
    {
      config: { capability: 'refunds:change-amount', idempotencyKey: 'required' },
      schema: {
        summary: "Change a refund's amount (never above what is left to refund)",
        body: ZUpdateRefundAmount,
        response: { 200: ZUpdateRefundAmountResponse },
      },
    },
    (request) =>
      updateRefundAmount(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
};
