import type { Database } from '@backoffice/db';
import {
  returnRequests,
  type CartRow,
  type OrderRow,
  type ReturnRequestRow,
} from '@backoffice/db/schema';
import { eq } from 'drizzle-orm';
import { lockCartWithOrder } from '../../orders/index';
import { replacementError } from './replacements.errors';

/**
 * A request locked with its cart and order, in the order every cart change locks them (order,
 * cart, then the request); 404 for an unknown request.
 */
export async function lockRequestWithCart(
  tx: Database,
  requestId: number,
): Promise<{ order: OrderRow; cart: CartRow; request: ReturnRequestRow }> {
  const [located] = await tx
    .select({ cart_id: returnRequests.cart_id })
    .from(returnRequests)
    .where(eq(returnRequests.id, requestId));
  if (!located) throw replacementError('returns.replacement_request_not_found');
  const locked = await lockCartWithOrder(tx, located.cart_id);
  const [request] = await tx
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, requestId))
    .for('update');
  if (!locked || !request) throw replacementError('returns.replacement_request_not_found');
  return { ...locked, request };
}
