import type {
  DistributorDetailsAnswer,
  DistributorListAnswer,
  TDistributorListQuery,
} from '@backoffice/domain/distribution';
import type { AppContext } from '../../../core/context';
import { distributionError } from '../distribution.errors';
import { creditOf, distributorByCode, distributorPage } from './distributors.queries';
import { distributorRowView, distributorView } from './distributor-view';

/** GET /api/distributors/: one page of distributors by name, with their credit. */
export async function listDistributors(
  ctx: AppContext,
  query: TDistributorListQuery,
): Promise<DistributorListAnswer> {
  const page = await distributorPage(ctx.db, query);
  return {
    results: page.rows.map((r) => distributorRowView(r.row, r.credit)),
    count: page.count,
  };
}

/** GET /api/distributors/{code}/details/: every field of the company form, with the credit. */
export async function distributorDetails(
  ctx: AppContext,
  code: string,
): Promise<DistributorDetailsAnswer> {
  const row = await distributorByCode(ctx.db, code);
  if (!row) throw distributionError('distribution.distributor_not_found');
  return { distributor: distributorView(row, await creditOf(ctx.db, row.id)) };
}
