import {
  RETAIL_POS_PATHS as P,
  ZAddressActionRequest,
  ZDeleteAddressRequest,
  ZPosWriteAnswer,
} from '@backoffice/domain/retail/pos';
import type { AreaModule } from '../../../../core/http';
import { idempotentRequest } from '../../../../core/idempotency/idempotency';
import { callerOf } from '../../../../core/use-case';
import { addressAction, deleteAddress } from './addresses.service';

const keyed = { capability: 'retail:till-addresses', idempotencyKey: 'required' } as const;

/** The customer's shipping addresses on a POS order: add, edit, select (address_edit 4), delete. */
export const posAddressesRoutes: AreaModule = (api, ctx) => {
  api.post(
    P.addressAction,
    {
      config: keyed,
      schema: {
        summary: 'Add (1), edit (2) or select (4) a shipping address',
        body: ZAddressActionRequest,
        response: { 200: ZPosWriteAnswer },
      },
    },
    (request) => addressAction(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.deleteAddress,
    {
      config: keyed,
      schema: {
        summary: 'Delete a shipping address',
        body: ZDeleteAddressRequest,
        response: { 200: ZPosWriteAnswer },
      },
    },
    (request) => deleteAddress(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
};
