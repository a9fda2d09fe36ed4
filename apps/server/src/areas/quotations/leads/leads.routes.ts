import {
  QUOTATION_PATHS as P,
  ZAddLeadRequest,
  ZCustomerSegmentsAnswer,
  ZLeadDetailAnswer,
  ZLeadParams,
  ZLeadSearchQuery,
  ZLeadsAnswer,
  ZLeadStatusRequest,
  ZLeadWriteAnswer,
} from '@backoffice/domain/quotations';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { changeLeadStatus, addLead } from './lead-writes.service';
import { customerSegments, leadDetail, listLeads } from './leads.service';

/** Leads of the quotation screen (002 sections 2, 5 and 7; docs/quotations.md). */
export const leadsRoutes: AreaModule = (api, ctx) => {
  api.get(
    P.segments,
    {
      config: { capability: 'quotations:work' },
      schema: {
        summary: 'The customer segments of the Add Lead popup',
        response: { 200: ZCustomerSegmentsAnswer },
      },
    },
    () => customerSegments(),
  );

  api.get(
    P.leads,
    {
      config: { capability: 'quotations:work' },
      schema: {
        summary: 'A page of leads, newest first; search by e-mail or mobile (lower-cased, exact)',
        querystring: ZLeadSearchQuery,
        response: { 200: ZLeadsAnswer },
      },
    },
    (request) => listLeads(ctx, callerOf(request), request.query),
  );

  api.post(
    P.addLead,
    {
      config: { capability: 'quotations:work' },
      schema: {
        summary: 'Add Lead: a new lead owned by the caller (one open lead per mobile number)',
        body: ZAddLeadRequest,
        response: { 200: ZLeadWriteAnswer },
      },
    },
    (request) => addLead(ctx, callerOf(request), request.body),
  );

  api.get(
    '/api/quotation/leads/:lead_id/',
    {
      config: { capability: 'quotations:work' },
      schema: {
        summary: 'A lead with its quotations and its history in sentences',
        params: ZLeadParams,
        response: { 200: ZLeadDetailAnswer },
      },
    },
    (request) => leadDetail(ctx, request.params.lead_id),
  );

  api.patch(
    '/api/quotation/leads/:lead_id/status/',
    {
      config: { capability: 'quotations:work' },
      schema: {
        summary:
          'Mark a lead LOST or reopen a LOST lead, against its version (owner or pod leader)',
        params: ZLeadParams,
        body: ZLeadStatusRequest,
        response: { 200: ZLeadWriteAnswer },
      },
    },
    (request) => changeLeadStatus(ctx, callerOf(request), request.params.lead_id, request.body),
  );
};
