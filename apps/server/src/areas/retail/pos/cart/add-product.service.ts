import { posLines } from '@backoffice/db/schema';
import {
  POS_MAX_LINES,
  type PosWriteAnswer,
  type TAddProductRequest,
} from '@backoffice/domain/retail/pos';
import { formatDimensions, parseDimensions } from '@backoffice/domain/sales/catalogue';
import { and, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import type { IdempotentRequest } from '../../../../core/idempotency/idempotency';
import type { StaffCaller } from '../../../../core/use-case';
import { findSku } from '../../../sales/index';
import { editPosOrder } from '../order-for-write';
import { posError } from '../pos.errors';

const sameSize = (typed: string, sized: string) => {
  const a = parseDimensions(typed);
  const b = parseDimensions(sized);
  return a !== null && b !== null && formatDimensions(a) === formatDimensions(b);
};

/**
 * POST cart/add: a product as the picker chose it (SKU, size, quantity, specifications) at the
 * catalogue's price today; an instant pickup carries the batches it leaves the store from.
 */
export function addProduct(
  ctx: AppContext,
  caller: StaffCaller,
  input: TAddProductRequest,
  idempotency: IdempotentRequest | null,
): Promise<PosWriteAnswer> {
  return editPosOrder(ctx, caller, input, idempotency, async ({ tx, now }, order) => {
    const found = await findSku(tx, input.item_sku);
    if (!found) throw posError('retail.pos_sku_not_found').at('item_sku');
    const dimensions = formatDimensions({
      length: found.sku.length_in,
      breadth: found.sku.breadth_in,
      height: found.sku.height_in,
    });
    if (!sameSize(input.item_dimensions, dimensions)) {
      throw posError('retail.pos_dimensions_mismatch').at('item_dimensions');
    }
    const [lines] = await tx
      .select({ n: count() })
      .from(posLines)
      .where(eq(posLines.pos_order_id, order.id));
    if ((lines?.n ?? 0) >= POS_MAX_LINES) {
      throw posError('retail.pos_too_many_lines', POS_MAX_LINES).at('item_sku');
    }
    const [repeated] = await tx
      .select({ id: posLines.id })
      .from(posLines)
      .where(and(eq(posLines.pos_order_id, order.id), eq(posLines.item_sku, found.sku.sku)));
    if (repeated) throw posError('retail.pos_line_repeated').at('item_sku');
    const instant = input.is_instant_invoice === 1;
    const [line] = await tx
      .insert(posLines)
      .values({
        pos_order_id: order.id,
        item_sku: found.sku.sku,
        item_dimensions: dimensions,
        item_model: found.model.name,
        product: found.product.sku_code,
        item_quantity: input.item_quantity,
        item_price_paise: found.sku.price_paise,
        item_mrp_paise: found.sku.mrp_paise,
        is_instant_invoice: instant,
        batch_number: instant ? input.batch_number : '',
        extra_specifications: input.addon_extra_specifications,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: posLines.id });
    return {
      changes: {
        [`line ${line?.id ?? ''}`]: {
          before: null,
          after: `${found.sku.sku} x ${input.item_quantity}${instant ? ' (instant pickup)' : ''}`,
        },
      },
      reason: 'Product added',
      message: 'Product added',
    };
  });
}
