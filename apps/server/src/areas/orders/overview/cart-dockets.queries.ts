import type { Database } from '@backoffice/db';
import { cartDockets } from '@backoffice/db/schema';
import { desc, eq } from 'drizzle-orm';

/** The dockets a cart ships under, newest first. */
export function docketsOfCart(db: Database, cartPid: number) {
  return db
    .select({
      docket_number: cartDockets.docket_number,
      courier_name: cartDockets.courier_name,
      created_at: cartDockets.created_at,
    })
    .from(cartDockets)
    .where(eq(cartDockets.cart_id, cartPid))
    .orderBy(desc(cartDockets.created_at), desc(cartDockets.id));
}
