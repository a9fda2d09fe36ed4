import { catalogueModels, catalogueProducts } from '@backoffice/db/schema';
import {
  isSizeOffered,
  type Dimensions,
  type ProductCatalogResponse,
  type ProductDetailsResponse,
  type ProductModelsResponse,
  type ProductPartsResponse,
  type SkuBreakdownResponse,
} from '@backoffice/domain/sales/catalogue';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { modelNotFound, productNotFound, skuNotFound } from './catalogue.errors';
import {
  findModel,
  findProduct,
  findSku,
  modelOffer,
  modelParts,
  sizeOf,
} from './catalogue.queries';

/** The products of the catalogue, in the picker's order (a short list: not paginated). */
export async function listProducts(ctx: AppContext): Promise<ProductCatalogResponse> {
  const rows = await ctx.db
    .select({ sku_code: catalogueProducts.sku_code, name: catalogueProducts.name })
    .from(catalogueProducts)
    .where(eq(catalogueProducts.is_active, true))
    .orderBy(asc(catalogueProducts.position), asc(catalogueProducts.id));
  return { result: rows };
}

/** The active models of a product; 404 for an unknown product. */
export async function listModels(ctx: AppContext, product: string): Promise<ProductModelsResponse> {
  const found = await findProduct(ctx.db, product);
  if (!found) throw productNotFound();
  const rows = await ctx.db
    .select({ id: catalogueModels.id, name: catalogueModels.name })
    .from(catalogueModels)
    .where(and(eq(catalogueModels.product_id, found.id), eq(catalogueModels.is_active, true)))
    .orderBy(asc(catalogueModels.position), asc(catalogueModels.id));
  return { result: rows };
}

/** A model's sizes and properties; 404 for an unknown product, or a model not of it. */
export async function modelDetails(
  ctx: AppContext,
  product: string,
  modelId: number,
): Promise<ProductDetailsResponse> {
  const found = await findProduct(ctx.db, product);
  if (!found) throw productNotFound();
  const model = await findModel(ctx.db, found.id, modelId);
  if (!model) throw modelNotFound();
  const { options } = await modelOffer(ctx.db, model.id);
  return {
    result: {
      id: model.id,
      name: model.name,
      product: found.sku_code,
      product_name: found.name,
      item_url: model.item_url,
      product_thumbnail: model.product_thumbnail,
      min_quantity: model.min_quantity,
      ...options,
    },
  };
}

/**
 * The picker's defaults for a cart's item: its product, model and property choices, and the
 * cart's size when the model offers it, else the item's own (a customised size is flagged).
 */
export async function skuBreakdown(
  ctx: AppContext,
  sku: string,
  size: Dimensions,
): Promise<SkuBreakdownResponse> {
  const found = await findSku(ctx.db, sku);
  if (!found) throw skuNotFound();
  const { options, variants } = await modelOffer(ctx.db, found.model.id);
  const standard = isSizeOffered(options.dimensions, size);
  const { length, breadth, height } = standard ? size : sizeOf(found.sku);
  return {
    result: {
      item_sku: found.sku.sku,
      item_full_name: found.sku.full_name,
      product: found.product.sku_code,
      product_name: found.product.name,
      model_id: found.model.id,
      model_name: found.model.name,
      length,
      breadth,
      height,
      properties: variants.find((v) => v.row.id === found.sku.id)?.choices ?? {},
      is_standard_size: standard,
    },
  };
}

/** The parts of an item's model, for the multiple-parts picker; 404 for an unknown SKU. */
export async function itemParts(ctx: AppContext, sku: string): Promise<ProductPartsResponse> {
  const found = await findSku(ctx.db, sku);
  if (!found) throw skuNotFound();
  return { item_sku: found.sku.sku, result: await modelParts(ctx.db, found.model.id) };
}
