import { queryKeyPrefixes } from '@/lib/query-keys';
import type { RetailStaffFilter } from './get-retail-staff';

/** Query keys of retail staff: every write reloads everything under the prefix. */
export const retailStaffKeys = {
  all: queryKeyPrefixes.retailStaff,
  list: (filter: RetailStaffFilter) => [...retailStaffKeys.all, 'list', filter] as const,
  stores: () => [...retailStaffKeys.all, 'stores'] as const,
};
