import {
  ZCreateRetailMemberAnswer,
  ZCreateRetailMemberRequest,
  ZRetailMemberAnswer,
  ZRetailMemberRemappingRequest,
  ZRetailStaffPage,
  ZRetailStaffQuery,
  ZRetailStoreIds,
  ZToggleRetailAccessRequest,
  ZToggleRetailMemberRequest,
  ZUpdateRetailMemberRequest,
} from '@backoffice/domain/retail/staff';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import {
  remapRetailMember,
  toggleRetailAccess,
  toggleRetailMember,
  updateRetailMember,
} from './change-retail-member.service';
import { createRetailMember } from './create-retail-member.service';
import { listRetailStaff, retailStoreIds } from './retail-staff.service';

const KEYED = 'Send an Idempotency-Key header: a retry with the same key answers the first answer.';

/** Retail staff management (002 sections 5 and 7; docs/retail.md "Retail staff"). */
export const retailStaffRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/retail-staff/',
    {
      config: { capability: 'retail:manage-staff' },
      schema: {
        summary: "One page of the members of the caller's store (search, inactive too)",
        querystring: ZRetailStaffQuery,
        response: { 200: ZRetailStaffPage },
      },
    },
    (request) => listRetailStaff(ctx, callerOf(request), request.query),
  );

  api.get(
    '/api/retail-store-ids/',
    {
      config: { capability: 'retail:manage-staff' },
      schema: {
        summary: 'Every retail store by id and name',
        response: { 200: ZRetailStoreIds },
      },
    },
    (request) => retailStoreIds(ctx, callerOf(request)),
  );

  api.post(
    '/api/create-retail-member/',
    {
      config: {
        capability: 'retail:manage-staff',
        idempotencyKey: 'required',
        shownOnce: ['first_password'],
      },
      schema: {
        summary: `Create a staff account and its membership of the caller's store. ${KEYED}`,
        body: ZCreateRetailMemberRequest,
        response: { 200: ZCreateRetailMemberAnswer },
      },
    },
    (request) =>
      createRetailMember(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );

  api.post(
    '/api/update-retail-member/',
    {
      config: { capability: 'retail:manage-staff', idempotencyKey: 'required' },
      schema: {
        summary: `Change a member's role or store (name, email and contact are read-only). ${KEYED}`,
        body: ZUpdateRetailMemberRequest,
        response: { 200: ZRetailMemberAnswer },
      },
    },
    (request) =>
      updateRetailMember(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );

  api.post(
    '/api/toggle-retail-member/',
    {
      config: { capability: 'retail:manage-staff', idempotencyKey: 'required' },
      schema: {
        summary: `Deactivate or activate a member; a deactivated member is signed out. ${KEYED}`,
        body: ZToggleRetailMemberRequest,
        response: { 200: ZRetailMemberAnswer },
      },
    },
    (request) =>
      toggleRetailMember(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );

  api.post(
    '/api/retail-member-remapping/',
    {
      config: { capability: 'retail:manage-staff', idempotencyKey: 'required' },
      schema: {
        summary: `Move a member to another store. ${KEYED}`,
        body: ZRetailMemberRemappingRequest,
        response: { 200: ZRetailMemberAnswer },
      },
    },
    (request) =>
      remapRetailMember(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );

  api.post(
    '/api/toggle-retail-access/',
    {
      config: { capability: 'retail:manage-staff', idempotencyKey: 'required' },
      schema: {
        summary: `Take away or give back a member's retail screens. ${KEYED}`,
        body: ZToggleRetailAccessRequest,
        response: { 200: ZRetailMemberAnswer },
      },
    },
    (request) =>
      toggleRetailAccess(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
};
