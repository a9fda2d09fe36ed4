import {
  ZCreditApprovalParams,
  ZCreditDecisionAnswer,
  ZCreditDecisionRequest,
  ZCreditLogAnswer,
  ZCreditLogQuery,
  ZDistributorCodeParams,
  ZManualCreditAnswer,
  ZManualCreditRequest,
} from '@backoffice/domain/distribution';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { addManualCredit, creditLog } from './credit.service';
import { decideCredit } from './decide-credit.service';

/** The dealer credit ledger: the credit transaction history, manual credits and their approval. */
export const creditRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/distributors/:code/credit-log/',
    {
      config: { capability: 'distribution:manage' },
      schema: {
        summary: "A distributor's credit transaction history, newest first, with the balance",
        params: ZDistributorCodeParams,
        querystring: ZCreditLogQuery,
        response: { 200: ZCreditLogAnswer },
      },
    },
    (request) => creditLog(ctx, request.params.code, request.query),
  );

  api.post(
    '/api/distributors/:code/credit/',
    {
      config: { capability: 'distribution:manage', idempotencyKey: 'required' },
      schema: {
        summary:
          'Credit a distributor manually, with a remark. Send an Idempotency-Key header: a ' +
          'retry with the same key answers the first answer.',
        params: ZDistributorCodeParams,
        body: ZManualCreditRequest,
        response: { 200: ZManualCreditAnswer },
      },
    },
    (request) =>
      addManualCredit(
        ctx,
        callerOf(request),
        request.params.code,
        request.body,
        idempotentRequest(request),
      ),
  );

  api.put(
    '/api/distributors/:code/credit-approvals/:id/',
    {
      config: { capability: 'distribution:approve-credit', idempotencyKey: 'required' },
      schema: {
        summary:
          "Approve or reject a credit pending a Finance pod leader's approval, with a comment, at " +
          'the version read; never the maker. Send an Idempotency-Key header: a retry with the ' +
          'same key answers the first answer.',
        params: ZCreditApprovalParams,
        body: ZCreditDecisionRequest,
        response: { 200: ZCreditDecisionAnswer },
      },
    },
    (request) =>
      decideCredit(
        ctx,
        callerOf(request),
        request.params,
        request.body,
        idempotentRequest(request),
      ),
  );
};
