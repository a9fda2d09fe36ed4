import type { Database } from '@backoffice/db';
import {
  formatDimensions,
  maxOrderQuantity,
  quantityError,
} from '@backoffice/domain/sales/catalogue';
import type { AppContext } from '../../../core/context';
import { placeOrderError } from './place-order.errors';
import { findSku } from '../catalogue/catalogue.queries';

/** An order line as the catalogue sells it today, in paise. */
export interface CatalogueLine {
  item_sku: string;
  item_full_name: string;
  item_dimensions: string;
  item_quantity: number;
  price_paise: number;
  mrp_paise: number;
  min_quantity: number;
}

/** The field a line's refusal is reported on: `lines.0.item_sku`, or `item_sku` for one line. */
export type LineField = (index: number, name: 'item_sku' | 'item_quantity') => string;

/** The fields of a list of lines in a body, e.g. lines.1.item_quantity. */
export const listField =
  (list: string): LineField =>
  (index, name) =>
    `${list}.${index}.${name}`;

/**
 * The catalogue's item of each line (active, at today's price): a SKU it does not sell is a 400
 * on the line's item_sku. Prices are never taken from the client.
 */
export async function catalogueLines(
  db: Database,
  lines: readonly { item_sku: string; item_quantity: number }[],
  field: LineField,
): Promise<CatalogueLine[]> {
  const found: CatalogueLine[] = [];
  for (const [i, line] of lines.entries()) {
    const item = await catalogueLine(db, line);
    if (!item) throw placeOrderError('sales.sku_not_found').at(field(i, 'item_sku'));
    found.push(item);
  }
  return found;
}

/** A line as the catalogue sells it today (active, at today's price); undefined for an unknown SKU. */
export async function catalogueLine(
  db: Database,
  line: { item_sku: string; item_quantity: number },
): Promise<CatalogueLine | undefined> {
  const row = await findSku(db, line.item_sku);
  if (!row) return undefined;
  return {
    item_sku: row.sku.sku,
    item_full_name: row.sku.full_name,
    item_dimensions: formatDimensions({
      length: row.sku.length_in,
      breadth: row.sku.breadth_in,
      height: row.sku.height_in,
    }),
    item_quantity: line.item_quantity,
    price_paise: row.sku.price_paise,
    mrp_paise: row.sku.mrp_paise,
    min_quantity: row.model.min_quantity,
  };
}

/**
 * Each line's quantity against the stock the ERP reports (001 sections 5 and 9: at least the
 * model's minimum, at most the stock capped at 10000), a 400 on the line's item_quantity.
 */
export async function checkStock(
  ctx: AppContext,
  lines: readonly CatalogueLine[],
  field: LineField,
): Promise<void> {
  for (const [i, line] of lines.entries()) {
    const records = await ctx.integrations.erpStock.stockOf({ material_number: line.item_sku });
    const stock = records.reduce((sum, r) => sum + r.unrestricted_quantity, 0);
    const error = quantityError(line.item_quantity, {
      min: line.min_quantity,
      max: maxOrderQuantity(stock),
    });
    if (error) throw placeOrderError('sales.quantity_invalid', error).at(field(i, 'item_quantity'));
  }
}
