import {
  ZDealerCodToggleRequest,
  ZDistributorCodeParams,
  ZDistributorCreateRequest,
  ZDistributorDetailsAnswer,
  ZDistributorListAnswer,
  ZDistributorListQuery,
  ZDistributorStatusRequest,
  ZDistributorUpdateRequest,
  ZDistributorVerifyRequest,
  ZDistributorWriteAnswer,
} from '@backoffice/domain/distribution';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { createDistributor } from './create-distributor.service';
import { distributorDetails, listDistributors } from './distributors.service';
import {
  setDistributorStatus,
  toggleDealerCod,
  updateDistributor,
  verifyDistributor,
} from './update-distributor.service';

const KEYED = 'Send an Idempotency-Key header: a retry with the same key answers the first answer.';
const MANAGE = 'distribution:manage';

/** Distribution management: the distributor list and company form (docs/distribution.md). */
export const distributorsRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/distributors/',
    {
      config: { capability: MANAGE },
      schema: {
        summary: 'One page of distributors by name (search name, SAP code, e-mail, phone, GSTIN)',
        querystring: ZDistributorListQuery,
        response: { 200: ZDistributorListAnswer },
      },
    },
    (request) => listDistributors(ctx, request.query),
  );

  api.post(
    '/api/distributors/',
    {
      config: { capability: MANAGE, idempotencyKey: 'required' },
      schema: {
        summary: `Create a distributor, Disabled - Pending Approval until FINANCE activates it. ${KEYED}`,
        body: ZDistributorCreateRequest,
        response: { 200: ZDistributorWriteAnswer },
      },
    },
    (request) =>
      createDistributor(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );

  api.get(
    '/api/distributors/:code/details/',
    {
      config: { capability: MANAGE },
      schema: {
        summary: 'A distributor with every field of the company form and its credit',
        params: ZDistributorCodeParams,
        response: { 200: ZDistributorDetailsAnswer },
      },
    },
    (request) => distributorDetails(ctx, request.params.code),
  );

  api.put(
    '/api/distributors/:code/',
    {
      config: { capability: MANAGE, idempotencyKey: 'required' },
      schema: {
        summary: `Update a distributor's company form; the credit limit is FINANCE's. ${KEYED}`,
        params: ZDistributorCodeParams,
        body: ZDistributorUpdateRequest,
        response: { 200: ZDistributorWriteAnswer },
      },
    },
    (request) =>
      updateDistributor(
        ctx,
        callerOf(request),
        request.params.code,
        request.body,
        idempotentRequest(request),
      ),
  );

  api.put(
    '/api/distributors/:code/enable-disable/',
    {
      config: { capability: MANAGE, idempotencyKey: 'required' },
      schema: {
        summary: `Set a distributor Active or Disabled - Pending Approval: FINANCE only. ${KEYED}`,
        params: ZDistributorCodeParams,
        body: ZDistributorStatusRequest,
        response: { 200: ZDistributorWriteAnswer },
      },
    },
    (request) =>
      setDistributorStatus(
        ctx,
        callerOf(request),
        request.params.code,
        request.body,
        idempotentRequest(request),
      ),
  );

  api.put(
    '/api/distributors/:code/toggle-dealer-cod/',
    {
      config: { capability: MANAGE, idempotencyKey: 'required' },
      schema: {
        summary: `Let a distributor order cash on delivery, or not. ${KEYED}`,
        params: ZDistributorCodeParams,
        body: ZDealerCodToggleRequest,
        response: { 200: ZDistributorWriteAnswer },
      },
    },
    (request) =>
      toggleDealerCod(
        ctx,
        callerOf(request),
        request.params.code,
        request.body,
        idempotentRequest(request),
      ),
  );

  api.post(
    '/api/distributors/:code/verify/',
    {
      config: { capability: MANAGE, idempotencyKey: 'required' },
      schema: {
        summary: `Verify a distributor's GSTIN on the GST register. ${KEYED}`,
        params: ZDistributorCodeParams,
        body: ZDistributorVerifyRequest,
        response: { 200: ZDistributorWriteAnswer },
      },
    },
    (request) =>
      verifyDistributor(
        ctx,
        callerOf(request),
        request.params.code,
        request.body.version,
        idempotentRequest(request),
      ),
  );
};
