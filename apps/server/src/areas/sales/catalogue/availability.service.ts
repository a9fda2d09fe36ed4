import type { Database } from '@backoffice/db';
import { carts, type CartRow } from '@backoffice/db/schema';
import {
  CATALOGUE_MESSAGES as M,
  formatDimensions,
  matchVariant,
  maxOrderQuantity,
  netPrice,
  paymentModes,
  priceChange,
  quantityError,
  selectionErrors,
  stockState,
  type AvailabilityResponse,
  type TProductAvailabilityQuery,
  type TStockValidationRequest,
} from '@backoffice/domain/sales/catalogue';
import { toWireRupees } from '@backoffice/domain/core/money';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { cartNotFound } from '../../orders/index';
import { findPincode } from '../../lookups/index';
import {
  catalogueError,
  choicesInvalid,
  modelNotFound,
  productNotFound,
  skuNotFound,
} from './catalogue.errors';
import { findModel, findProduct, findSku, modelOffer } from './catalogue.queries';

/** What a check is asked besides the item: how many, where to, instead of which cart. */
type Supporting = Pick<TStockValidationRequest, 'item_quantity' | 'pincode' | 'cart_pid'>;

/**
 * product-validation-stock-check: the picker's choices must name an item the model offers;
 * then its availability as for a known SKU.
 */
export async function checkChosenItem(
  ctx: AppContext,
  input: TStockValidationRequest,
): Promise<AvailabilityResponse> {
  const { product_data: data, ...supporting } = input;
  const product = await findProduct(ctx.db, data.sku_code);
  if (!product) throw productNotFound();
  const model = await findModel(ctx.db, product.id, data.model_id);
  if (!model) throw modelNotFound();
  const { options, variants } = await modelOffer(ctx.db, model.id);
  const selection = { ...data, product: data.sku_code };
  const errors = selectionErrors(selection, options);
  if (Object.keys(errors).length > 0) throw choicesInvalid(errors);
  const variant = matchVariant(variants, data);
  if (!variant) throw catalogueError('sales.combination_unavailable').at('product_data');
  return availability(ctx, variant.row.sku, supporting);
}

/** product-availability: the availability of a known SKU. */
export async function checkItem(
  ctx: AppContext,
  { item_sku, ...supporting }: TProductAvailabilityQuery,
): Promise<AvailabilityResponse> {
  return availability(ctx, item_sku, supporting);
}

/**
 * An item's availability: no result when the pincode is not served; else its price, the
 * sellable stock the ERP reports (at most 10000 for one line), the payment modes of the
 * pincode and, for a cart being changed, the difference to pay or refund.
 */
async function availability(
  ctx: AppContext,
  sku: string,
  { item_quantity, pincode, cart_pid }: Supporting,
): Promise<AvailabilityResponse> {
  const found = await findSku(ctx.db, sku);
  if (!found) throw skuNotFound();
  const area = pincode === undefined ? null : await deliveryArea(ctx.db, pincode);
  if (area && !area.serviceable) return { result: null, message: M.notServiceable };
  const cart = cart_pid === undefined ? null : await findCart(ctx.db, cart_pid);
  const records = await ctx.integrations.erpStock.stockOf({ material_number: found.sku.sku });
  const stock = records.reduce((sum, r) => sum + r.unrestricted_quantity, 0);
  const range = { min: found.model.min_quantity, max: maxOrderQuantity(stock) };
  if (item_quantity !== undefined) {
    const error = quantityError(item_quantity, range);
    if (error) throw catalogueError('sales.stock_quantity_invalid', error).at('item_quantity');
  }
  const quantity = item_quantity ?? cart?.item_quantity ?? range.min;
  const price = found.sku.price_paise;
  const change = cart
    ? priceChange(
        { unit_price: cart.price_paise, quantity: cart.item_quantity },
        { unit_price: price, quantity },
      )
    : { diff_amount: 0, extra_or_refund: 'none' as const };
  const state = stockState(range.max, range.min);
  return {
    message: state === 'in_stock' ? 'In stock' : M.outOfStock,
    result: {
      item_sku: found.sku.sku,
      item_full_name: found.sku.full_name,
      item_dimensions: formatDimensions({
        length: found.sku.length_in,
        breadth: found.sku.breadth_in,
        height: found.sku.height_in,
      }),
      item_price: { price: toWireRupees(price), mrp: toWireRupees(found.sku.mrp_paise) },
      item_url: found.model.item_url,
      product_thumbnail: found.model.product_thumbnail,
      stock,
      stock_state: state,
      min_quantity: range.min,
      max_quantity: range.max,
      item_quantity: quantity,
      net_price: toWireRupees(netPrice(price, quantity)),
      diff_amount: toWireRupees(change.diff_amount),
      extra_or_refund: change.extra_or_refund,
      payment_mode: paymentModes(area),
      changed_line: cart && {
        cart_pid: cart.id,
        item_sku: cart.item_sku,
        item_price: toWireRupees(cart.price_paise),
        item_quantity: cart.item_quantity,
      },
    },
  };
}

/** The directory entry of a delivery pincode; 400 on the field when the directory lacks it. */
async function deliveryArea(db: Database, pincode: string) {
  const row = await findPincode(db, pincode);
  if (!row) throw catalogueError('sales.stock_pincode_invalid').at('pincode');
  return row;
}

async function findCart(db: Database, cartPid: number): Promise<CartRow> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartPid));
  if (!cart) throw cartNotFound();
  return cart;
}
