import {
  RETAIL_POS_PATHS as P,
  ZAddProductRequest,
  ZApplyCouponRequest,
  ZChangeDeliveryModeRequest,
  ZChangeQuantityRequest,
  ZPosWriteAnswer,
  ZRemoveProductRequest,
  ZUncheckInstantPickupRequest,
} from '@backoffice/domain/retail/pos';
import type { AreaModule } from '../../../../core/http';
import { idempotentRequest } from '../../../../core/idempotency/idempotency';
import { callerOf } from '../../../../core/use-case';
import { addProduct } from './add-product.service';
import { applyCoupon } from './coupon.service';
import { changeDeliveryMode } from './delivery-mode.service';
import { changeQuantity, removeProduct, uncheckInstantPickup } from './line-edits.service';

const keyed = { capability: 'retail:till-edit-cart', idempotencyKey: 'required' } as const;
const answer = { 200: ZPosWriteAnswer };

/** The till's edits of a POS order: lines, quantities, delivery, instant pickup, coupon. */
export const posCartRoutes: AreaModule = (api, ctx) => {
  api.post(
    P.addProduct,
    {
      config: keyed,
      schema: { summary: 'Add a product', body: ZAddProductRequest, response: answer },
    },
    (request) => addProduct(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.removeProduct,
    {
      config: keyed,
      schema: { summary: 'Remove a product', body: ZRemoveProductRequest, response: answer },
    },
    (request) => removeProduct(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.changeQuantity,
    {
      config: keyed,
      schema: {
        summary: "Change a line's quantity",
        body: ZChangeQuantityRequest,
        response: answer,
      },
    },
    (request) => changeQuantity(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.changeDeliveryMode,
    {
      config: keyed,
      schema: {
        summary: "Change a line's delivery mode",
        body: ZChangeDeliveryModeRequest,
        response: answer,
      },
    },
    (request) =>
      changeDeliveryMode(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.uncheckInstantPickup,
    {
      config: keyed,
      schema: {
        summary: 'Uncheck instant pickup of a line',
        body: ZUncheckInstantPickupRequest,
        response: answer,
      },
    },
    (request) =>
      uncheckInstantPickup(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.applyCoupon,
    {
      config: { capability: 'retail:till-apply-offers', idempotencyKey: 'required' },
      schema: {
        summary: 'Apply a coupon (an empty code removes it)',
        body: ZApplyCouponRequest,
        response: answer,
      },
    },
    (request) => applyCoupon(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
};
