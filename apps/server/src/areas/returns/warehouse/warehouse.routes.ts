import {
  RETURN_OPERATION_PATHS as P,
  ZReturnStepResponse,
  ZWarehouseStep,
} from '@backoffice/domain/returns';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { takeWarehouseStep } from './warehouse.service';

const reachWarehouse = takeWarehouseStep('reach-warehouse');
const inwardScan = takeWarehouseStep('inward-scan');

/** The warehouse end of a return (docs/returns.md): reached the warehouse (32), inward scanned (33). */
export const warehouseRoutes: AreaModule = (api, ctx) => {
  const config = { capability: 'returns:ops', idempotencyKey: 'required' } as const;
  api.post(
    P.reachedWarehouse,
    {
      config,
      schema: {
        summary: 'A returned product reached the warehouse',
        body: ZWarehouseStep,
        response: { 200: ZReturnStepResponse },
      },
    },
    (request) => reachWarehouse(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.inwardScan,
    {
      config,
      schema: {
        summary: 'The warehouse scanned a returned product in',
        body: ZWarehouseStep,
        response: { 200: ZReturnStepResponse },
      },
    },
    (request) => inwardScan(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
};
