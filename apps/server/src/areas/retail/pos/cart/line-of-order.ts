import type { Database } from '@backoffice/db';
import { posLines, type PosLineRow } from '@backoffice/db/schema';
import { and, eq } from 'drizzle-orm';
import { posError } from '../pos.errors';

/** A line of the order (404 on temp_cart_id when the order has no such line). */
export async function lineOfOrder(
  tx: Database,
  posOrderId: number,
  tempCartId: number,
): Promise<PosLineRow> {
  const [line] = await tx
    .select()
    .from(posLines)
    .where(and(eq(posLines.id, tempCartId), eq(posLines.pos_order_id, posOrderId)));
  if (!line) throw posError('retail.pos_line_not_found').at('temp_cart_id');
  return line;
}
