import {
  RETAIL_POS_PATHS as P,
  ZStoreInventoryAnswer,
  ZStoreInventoryQuery,
} from '@backoffice/domain/retail/pos';
import type { AreaModule } from '../../../../core/http';
import { storeInventory } from './store-inventory.service';

/** /retail-store-inventory (Retail Agent or Manager): the stock check of a material. */
export const storeInventoryRoutes: AreaModule = (api, ctx) => {
  api.get(
    P.storeInventory,
    {
      config: { capability: 'retail:view' },
      schema: {
        summary: "A material's sellable stock per plant and storage location, from the ERP",
        querystring: ZStoreInventoryQuery,
        response: { 200: ZStoreInventoryAnswer },
      },
    },
    (request) => storeInventory(ctx, request.query),
  );
};
