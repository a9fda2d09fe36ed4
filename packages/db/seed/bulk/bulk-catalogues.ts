import { STATUS, STATUS_IDS, STATUS_TABS, type StatusId } from '@backoffice/domain/orders';
import { FIRST_NAMES, LAST_NAMES } from '../orders/people';
import { SERVICEABLE_PINCODES } from '../orders/pincode-directory';
import { DEMO_PRODUCTS } from '../orders/products';
import { statusPath } from '../orders/status-life';

const team = (list: 'oc' | 'rt' | 'returns') =>
  STATUS_IDS.filter((id) => STATUS_TABS[id].list === list);
const reached = (status: StatusId) => STATUS_IDS.filter((id) => statusPath(id).includes(status));

/** Statuses repeated by weight: drawing one element at random draws a status by weight. */
function weightedStatuses(): number[] {
  const heavy: Partial<Record<StatusId, number>> = {
    [STATUS.NEW_ORDER]: 8,
    [STATUS.CONFIRMED]: 6,
    [STATUS.CANCELLED]: 6,
    [STATUS.INSTRUCTIONS_DUE]: 6,
    [STATUS.CLOSED_CASES]: 8,
    [STATUS.DELIVERED]: 10,
  };
  return STATUS_IDS.flatMap((id) => Array<number>(heavy[id] ?? 2).fill(id));
}

/**
 * The demo catalogues as SQL array parameters of the bulk statements ($1, $2 ...), so that the
 * million-order dataset draws from the same names, products, pincodes and statuses as the demo.
 */
export const BULK_PARAMETERS = {
  first_names: [...FIRST_NAMES],
  last_names: [...LAST_NAMES],
  skus: DEMO_PRODUCTS.map((p) => p.sku),
  product_names: DEMO_PRODUCTS.map((p) => p.name),
  dimensions: DEMO_PRODUCTS.map((p) => p.dimensions),
  prices: DEMO_PRODUCTS.map((p) => p.price_paise),
  mrps: DEMO_PRODUCTS.map((p) => p.mrp_paise),
  dockets: DEMO_PRODUCTS.map((p) => p.docket_quantity),
  pincodes: SERVICEABLE_PINCODES.map((p) => p.pincode),
  cities: SERVICEABLE_PINCODES.map((p) => p.city),
  states: SERVICEABLE_PINCODES.map((p) => p.state),
  statuses: weightedStatuses(),
  oc_statuses: team('oc'),
  rt_statuses: team('rt'),
  invoiced_statuses: reached(STATUS.INVOICED),
  delivered_statuses: reached(STATUS.DELIVERED),
};

export type BulkParameterName = keyof typeof BULK_PARAMETERS;

/** `($n::type[])` of a parameter, in BULK_PARAMETERS order after the statement's own ones. */
export function bulkParameter(name: BulkParameterName, ownParameters: number): string {
  const index = Object.keys(BULK_PARAMETERS).indexOf(name) + ownParameters + 1;
  const type = typeof BULK_PARAMETERS[name][0] === 'number' ? 'int[]' : 'text[]';
  return `($${index}::${type})`;
}
