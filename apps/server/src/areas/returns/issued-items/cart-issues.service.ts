import { carts } from '@backoffice/db/schema';
import type { CartIssuedItemsResponse, CartPartsResponse } from '@backoffice/domain/returns';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { findSku, modelParts } from '../../sales/index';
import { issuedItemsOfCart } from './issued-items.queries';
import { issueError } from './issued-items.errors';

async function cartOf(ctx: AppContext, cartPid: number) {
  const [cart] = await ctx.db.select().from(carts).where(eq(carts.id, cartPid));
  if (!cart) throw issueError('returns.issue_cart_not_found');
  return cart;
}

/**
 * The parts of a cart's item for the multiple-parts picker, with the cart's quantity: each part
 * may be issued from min_value to max_value times it. An item outside the catalogue has none.
 */
export async function cartParts(ctx: AppContext, cartPid: number): Promise<CartPartsResponse> {
  const cart = await cartOf(ctx, cartPid);
  const found = await findSku(ctx.db, cart.item_sku);
  return {
    cart_pid: cart.id,
    item_sku: cart.item_sku,
    max_quantity: cart.item_quantity,
    result: found ? await modelParts(ctx.db, found.model.id) : [],
  };
}

/** The items issued for a cart, newest first. */
export async function cartIssuedItems(
  ctx: AppContext,
  cartPid: number,
): Promise<CartIssuedItemsResponse> {
  const cart = await cartOf(ctx, cartPid);
  return { results: await issuedItemsOfCart(ctx.db, cart.id) };
}
