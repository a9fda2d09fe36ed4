import { REFUND_GATEWAY_PATHS, REFUND_PATHS, refundPath } from '@backoffice/domain/refunds';
import { API_BASE } from '@/lib/api/api-client';

/** Every refunds call of the domain's tables of paths: the refunds' and the gateway's. */
const PATHS = { ...REFUND_PATHS, ...REFUND_GATEWAY_PATHS };

/** The name of a refunds call in the domain's tables of paths. */
export type RefundsPathName = keyof typeof PATHS;

/**
 * A refunds call's path as apiRequest takes it (without /api), from the domain's tables of
 * paths, its `:params` filled in.
 */
export function refundsPath(
  name: RefundsPathName,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const filled = refundPath(PATHS[name], { ...params });
  return filled.startsWith(API_BASE) ? filled.slice(API_BASE.length) : filled;
}
