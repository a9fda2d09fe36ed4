import {
  bulkResponse,
  isFbaChannel,
  type BulkResponse,
  type TBulkStatusRequest,
} from '@backoffice/domain/orders';
import { eachCart } from '../../../core/bulk';
import type { AppContext } from '../../../core/context';
import type { StaffCaller } from '../../../core/use-case';
import { statusChangeRefusal } from './cart-status-change';
import { fbaStatusRefusal } from './fba-order-status.service';
import { changeCartStatus, type StatusRefusal } from './order-status.service';

/** A cart's own table: the marketplace-fulfilled one for that channel, else update-order's. */
export const bulkStatusRefusal: StatusRefusal = (cart, target, transitions) =>
  isFbaChannel(cart.affiliate_id)
    ? fbaStatusRefusal(cart, target, transitions)
    : statusChangeRefusal(cart.orm_order_status, target, transitions);

/**
 * One status change for each selected cart, each exactly as update-order (or update-fba-order
 * for a marketplace-fulfilled cart) makes it: its own transaction, the version read (409), the
 * domain's transition table for the caller, the comment and the audit; a cart the rules refuse
 * is reported and the others go on.
 */
export async function bulkStatus(
  ctx: AppContext,
  caller: StaffCaller,
  { carts, ...change }: TBulkStatusRequest,
): Promise<BulkResponse> {
  const results = await eachCart(carts, (cart) =>
    changeCartStatus(ctx, caller, { ...cart, ...change }, bulkStatusRefusal),
  );
  return bulkResponse(results);
}
