import type { Database } from '@backoffice/db';
import { returnRequests } from '@backoffice/db/schema';
import { eq } from 'drizzle-orm';
import { issueError } from './issued-items.errors';

/** The request an issue answers must be one of the issue's cart (400 on request_id otherwise). */
export async function checkRequestOfCart(
  tx: Database,
  requestId: number,
  cartId: number,
): Promise<void> {
  const [request] = await tx
    .select({ cart_id: returnRequests.cart_id })
    .from(returnRequests)
    .where(eq(returnRequests.id, requestId));
  if (request?.cart_id !== cartId) {
    throw issueError('returns.issue_request_not_of_cart').at('request_id');
  }
}
