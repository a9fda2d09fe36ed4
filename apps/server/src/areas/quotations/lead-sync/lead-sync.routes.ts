import {
  QUOTATION_PATHS as P,
  ZLeadSyncAnswer,
  ZLeadSyncQuery,
  ZLeadSyncRunAnswer,
} from '@backoffice/domain/quotations';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { leadSyncOverview, pullLeads, pushStatuses } from './lead-sync.service';

/** /leadsquared: the lead CRM sync (ours; the spec does not show it, docs/quotations.md). */
export const leadSyncRoutes: AreaModule = (api, ctx) => {
  api.get(
    P.leadSync,
    {
      config: { capability: 'leads:leadsquared' },
      schema: {
        summary: 'The lead CRM sync runs and how many lead statuses await a push',
        querystring: ZLeadSyncQuery,
        response: { 200: ZLeadSyncAnswer },
      },
    },
    (request) => leadSyncOverview(ctx, request.query),
  );

  api.post(
    P.leadSyncPull,
    {
      config: { capability: 'leads:leadsquared' },
      schema: {
        summary: "Pull the lead CRM's new leads into the leads (each once, by the CRM's id)",
        response: { 200: ZLeadSyncRunAnswer },
      },
    },
    (request) => pullLeads(ctx, callerOf(request)),
  );

  api.post(
    P.leadSyncPush,
    {
      config: { capability: 'leads:leadsquared' },
      schema: {
        summary: 'Push to the lead CRM every lead status changed since its last push',
        response: { 200: ZLeadSyncRunAnswer },
      },
    },
    (request) => pushStatuses(ctx, callerOf(request)),
  );
};
