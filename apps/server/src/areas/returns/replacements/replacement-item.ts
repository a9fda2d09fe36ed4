import type { Database } from '@backoffice/db';
import { replacementQuantityError } from '@backoffice/domain/returns';
import { formatDimensions } from '@backoffice/domain/sales/catalogue';
import { findSku } from '../../sales/index';
import { replacementError } from './replacements.errors';

/** The item a replacement ships, as the catalogue has it. */
export interface ReplacementItem {
  item_sku: string;
  item_name: string;
  item_dimensions: string;
  quantity: number;
  /** Unit MRP, paise: the replacement cart's MRP (its price is nil, the customer paid already). */
  mrp_paise: number;
}

/**
 * The replacement's item from the catalogue (400 on item_sku for an unknown or inactive SKU) and
 * its quantity, at most the quantity the request returns. The size is the SKU's own.
 */
export async function replacementItem(
  tx: Database,
  input: { item_sku: string; quantity: number },
  returnedQuantity: number,
): Promise<ReplacementItem> {
  const quantityMessage = replacementQuantityError(input.quantity, returnedQuantity);
  if (quantityMessage)
    throw replacementError('returns.replacement_quantity', quantityMessage).at('quantity');
  const found = await findSku(tx, input.item_sku);
  if (!found) throw replacementError('returns.replacement_sku_not_found').at('item_sku');
  return {
    item_sku: found.sku.sku,
    item_name: found.sku.full_name,
    item_dimensions: formatDimensions({
      length: found.sku.length_in,
      breadth: found.sku.breadth_in,
      height: found.sku.height_in,
    }),
    quantity: input.quantity,
    mrp_paise: found.sku.mrp_paise,
  };
}

/** "2 x Ortho Mattress (MAT-ORTHO-72x36x6)": the item as sentences name it. */
export const itemWords = (item: Pick<ReplacementItem, 'item_sku' | 'item_name' | 'quantity'>) =>
  `${item.quantity} x ${item.item_name} (${item.item_sku})`;
