import {
  ZProductCatalogResponse,
  ZProductDetailsResponse,
  ZProductModelParams,
  ZProductModelsResponse,
  ZProductParams,
  ZProductPartsResponse,
  ZSkuBreakdownParams,
  ZSkuBreakdownResponse,
  ZSkuParams,
} from '@backoffice/domain/sales/catalogue';
import type { AreaModule } from '../../../core/http';
import {
  itemParts,
  listModels,
  listProducts,
  modelDetails,
  skuBreakdown,
} from './catalogue.service';

/** The product picker's catalogue calls (001 section 7 "Product picker and catalog"). */
export const catalogueRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/product-catalog/',
    {
      config: { capability: 'catalogue:view' },
      schema: {
        summary: 'The products of the catalogue (sku_code and name), in the picker’s order',
        response: { 200: ZProductCatalogResponse },
      },
    },
    () => listProducts(ctx),
  );

  api.get(
    '/api/product-catalog/:product/models/',
    {
      config: { capability: 'catalogue:view' },
      schema: {
        summary: 'The models of a product (id and name)',
        params: ZProductParams,
        response: { 200: ZProductModelsResponse },
      },
    },
    (request) => listModels(ctx, request.params.product),
  );

  api.get(
    '/api/product-catalog/:product/:model/',
    {
      config: { capability: 'catalogue:view' },
      schema: {
        summary: 'A model’s sizes (length, then breadth, then height) and properties',
        params: ZProductModelParams,
        response: { 200: ZProductDetailsResponse },
      },
    },
    (request) => modelDetails(ctx, request.params.product, request.params.model),
  );

  api.get(
    '/api/product/item-sku-breakdown/:sku/:dimensions',
    {
      config: { capability: 'catalogue:view' },
      schema: {
        summary: 'The picker’s defaults for a cart’s item: product, model, size and properties',
        params: ZSkuBreakdownParams,
        response: { 200: ZSkuBreakdownResponse },
      },
    },
    (request) => skuBreakdown(ctx, request.params.sku, request.params.dimensions),
  );

  api.get(
    '/api/product-parts/:sku/',
    {
      config: { capability: 'catalogue:view' },
      schema: {
        summary: 'The parts of an item that can be issued on their own, with their ranges',
        params: ZSkuParams,
        response: { 200: ZProductPartsResponse },
      },
    },
    (request) => itemParts(ctx, request.params.sku),
  );
};
