import { orderStatus } from '@backoffice/domain/orders';
import {
  customerRequestFields,
  indiaDay,
  isRequestable,
  RETURN_MESSAGES,
  type CartRequestsResponse,
  type CreateDataResponse,
} from '@backoffice/domain/returns';
import { replacements, returnRequests } from '@backoffice/db/schema';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { replacementView } from '../replacements/replacement-view';
import { requestError } from './requests.errors';
import { toCustomerRequest } from './request-view';
import { cartOfChannel, openRequestOfCart, requestsWithContext } from './requests.queries';

/**
 * The customer request form of a cart (customer-requests/{affiliate_id}/{id}/create/data): its
 * field descriptors and whether a request may be raised now (a delivered cart with no open
 * request), with the reason when not.
 */
export async function requestCreateData(
  ctx: AppContext,
  affiliateId: number,
  cartPid: number,
): Promise<CreateDataResponse> {
  const found = await cartOfChannel(ctx.db, affiliateId, cartPid);
  if (!found) throw requestError('returns.cart_not_found');
  const { cart } = found;
  const open = await openRequestOfCart(ctx.db, cart.id);
  const refusal = open
    ? RETURN_MESSAGES.openRequestExists
    : isRequestable(cart.orm_order_status)
      ? null
      : RETURN_MESSAGES.notRequestable;
  return {
    cart: {
      cart_pid: cart.id,
      affiliate_id: cart.affiliate_id,
      order_random_id: found.order_random_id,
      item_sku: cart.item_sku,
      item_name: cart.item_name,
      item_quantity: cart.item_quantity,
      orm_order_status: cart.orm_order_status,
      status_label: orderStatus(cart.orm_order_status).label,
      version: cart.version,
    },
    can_request: refusal === null,
    refusal,
    fields: customerRequestFields({
      item_quantity: cart.item_quantity,
      today: indiaDay(ctx.now()),
    }),
  };
}

/**
 * A cart's requests, newest first (customer-requests/{affiliate_id}/{cart_pid}/get), each with
 * its replacement (one per request; null when none), so that the popup may modify it later.
 */
export async function cartRequests(
  ctx: AppContext,
  affiliateId: number,
  cartPid: number,
): Promise<CartRequestsResponse> {
  const found = await cartOfChannel(ctx.db, affiliateId, cartPid);
  if (!found) throw requestError('returns.cart_not_found');
  const rows = await requestsWithContext(ctx.db, eq(returnRequests.cart_id, cartPid));
  // The cart's replacements from replacements_cart_id_idx, the first of a request kept.
  const shipped = await ctx.db
    .select()
    .from(replacements)
    .where(eq(replacements.cart_id, cartPid))
    .orderBy(asc(replacements.id));
  const byRequest = new Map<number, (typeof shipped)[number]>();
  for (const row of shipped) if (!byRequest.has(row.request_id)) byRequest.set(row.request_id, row);
  return {
    results: await Promise.all(
      rows.map(async (row) => {
        const replacement = byRequest.get(row.request.id);
        return {
          ...toCustomerRequest(row),
          replacement: replacement ? await replacementView(ctx.db, replacement) : null,
        };
      }),
    ),
  };
}
