import {
  RETURN_OPERATION_PATHS as P,
  ZCancelPickup,
  ZChangePickupDate,
  ZCreateReturnDocket,
  ZPickupHistoryResponse,
  ZPickupRequestRef,
  ZReturnCartQuery,
  ZReturnLabelFormResponse,
  ZReturnStepResponse,
  ZReturnTatResponse,
  ZReturnTrackResponse,
} from '@backoffice/domain/returns';
import type { Capability } from '@backoffice/domain/access';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { cancelReturnPickup } from './cancel-pickup.service';
import { createReturnDocket, recreateReturnDocket } from './dockets.service';
import { changePickupDate } from './pickup-dates.service';
import {
  pickupAttempts,
  pickupHistory,
  returnLabelForm,
  returnTurnaround,
  trackReturnDocket,
} from './pickup-reads.service';
import { refreshPickup } from './refresh-pickup.service';

/** A write of a return's order: its capability, and an Idempotency-Key required. */
const write = (capability: Capability) => ({ capability, idempotencyKey: 'required' }) as const;
/** The order page's popups: whoever may open an order. */
const read = { capability: 'orders:search' } as const;

/** Return pickups (docs/returns.md "Pickups"): dates, cancelling, dockets, attempts, tracking, TAT. */
export const pickupsRoutes: AreaModule = (api, ctx) => {
  api.post(
    P.changePickupDate,
    {
      config: write('returns:request'),
      schema: {
        summary: 'Schedule, change or reschedule a return pickup (action)',
        body: ZChangePickupDate,
        response: { 200: ZReturnStepResponse },
      },
    },
    (request) => changePickupDate(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.cancelPickup,
    {
      config: write('returns:request'),
      schema: {
        summary: "Cancel a return's booked pickup",
        body: ZCancelPickup,
        response: { 200: ZReturnStepResponse },
      },
    },
    (request) =>
      cancelReturnPickup(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.createDocket,
    {
      config: write('returns:ops'),
      schema: {
        summary: "Create the docket of a return's pickup (label form)",
        body: ZCreateReturnDocket,
        response: { 200: ZReturnStepResponse },
      },
    },
    (request) =>
      createReturnDocket(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.recreateDocket,
    {
      config: write('returns:ops'),
      schema: {
        summary: "Replace the docket of a return's pickup",
        body: ZPickupRequestRef,
        response: { 200: ZReturnStepResponse },
      },
    },
    (request) =>
      recreateReturnDocket(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.refreshPickup,
    {
      config: write('orders:update-status'),
      schema: {
        summary: "Record the courier's attempts of a return's docketed pickup",
        body: ZPickupRequestRef,
        response: { 200: ZReturnStepResponse },
      },
    },
    (request) => refreshPickup(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.get(
    P.pickupHistory,
    {
      config: read,
      schema: {
        summary: "A cart's pickup log",
        querystring: ZReturnCartQuery,
        response: { 200: ZPickupHistoryResponse },
      },
    },
    (request) => pickupHistory(ctx, request.query),
  );
  api.get(
    P.pickupAttempts,
    {
      config: read,
      schema: {
        summary: "A cart's pickup attempt log",
        querystring: ZReturnCartQuery,
        response: { 200: ZPickupHistoryResponse },
      },
    },
    (request) => pickupAttempts(ctx, request.query),
  );
  api.get(
    P.labelForm,
    {
      config: { capability: 'returns:ops' },
      schema: {
        summary: "The shipping form of a return pickup's docket",
        querystring: ZReturnCartQuery,
        response: { 200: ZReturnLabelFormResponse },
      },
    },
    (request) => returnLabelForm(ctx, request.query),
  );
  api.get(
    P.trackReturnDocket,
    {
      config: read,
      schema: {
        summary: "The courier's tracking of a return docket",
        querystring: ZReturnCartQuery,
        response: { 200: ZReturnTrackResponse },
      },
    },
    (request) => trackReturnDocket(ctx, request.query),
  );
  api.get(
    P.returnTat,
    {
      config: read,
      schema: {
        summary: "A return's turnaround per step",
        querystring: ZReturnCartQuery,
        response: { 200: ZReturnTatResponse },
      },
    },
    (request) => returnTurnaround(ctx, request.query),
  );
};
