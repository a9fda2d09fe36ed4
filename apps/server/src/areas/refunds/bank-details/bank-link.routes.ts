import {
  REFUND_PATHS as P,
  ZBankLinkPageState,
  ZBankLinkParams,
  ZBankLinkSubmission,
  ZBankLinkSubmissionResponse,
} from '@backoffice/domain/refunds';
import type { FastifyRequest } from 'fastify';
import type { AreaModule } from '../../../core/http';
import { bankLinkPage, submitBankLink, type PublicCaller } from './bank-link-page.service';

/**
 * The public bank-details page's calls (no staff sign-in; docs/refunds.md "The bank-details
 * link"): the link's token is the only key, 43 random characters checked for shape and length
 * before any lookup, and the guess limit counted in the database before the lookup, per address
 * and per link (decision 020).
 */
export const bankLinkRoutes: AreaModule = (api, ctx) => {
  // The token is the link: never logged, and its page never kept by a cache.
  const linkRoute = { capability: 'public', secretParams: ['token'] } as const;
  const from = (request: FastifyRequest): PublicCaller => ({
    address: request.ip,
    request_id: request.id,
  });
  api.get(
    P.bankDetailsForm,
    {
      config: linkRoute,
      schema: {
        summary: 'The public bank-details page of a link: the refund and the time left',
        params: ZBankLinkParams,
        response: { 200: ZBankLinkPageState },
      },
    },
    (request) => bankLinkPage(ctx, request.params.token, from(request)),
  );
  api.post(
    P.bankDetailsForm,
    {
      config: linkRoute,
      schema: {
        summary: "The customer's bank account, once per link",
        params: ZBankLinkParams,
        body: ZBankLinkSubmission,
        response: { 200: ZBankLinkSubmissionResponse },
      },
    },
    (request) => submitBankLink(ctx, request.params.token, request.body, from(request)),
  );
};
