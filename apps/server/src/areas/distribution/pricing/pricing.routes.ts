import {
  ZDistributionPriceListAnswer,
  ZDistributionPriceQuery,
} from '@backoffice/domain/distribution';
import type { AreaModule } from '../../../core/http';
import { distributionPricePage } from './pricing.queries';
import { distributionPriceRow } from './pricing-view';

/** The distributor price list and the add-product popup's prices (request types 4 and 5). */
export const pricingRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/distribution-prices/',
    {
      config: { capability: 'distribution:orders' },
      schema: {
        summary:
          'Active SKUs at distributor prices (request type 5) or the catalogue price (4), with ' +
          'the dealer customer price; only_priced=true lists the price list only',
        querystring: ZDistributionPriceQuery,
        response: { 200: ZDistributionPriceListAnswer },
      },
    },
    async (request) => {
      const page = await distributionPricePage(ctx.db, request.query);
      return { results: page.rows.map(distributionPriceRow), count: page.count };
    },
  );
};
