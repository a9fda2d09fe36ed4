import { queryKeyPrefixes } from '@/lib/query-keys';
import type { CashReportFilters } from './cash-report-filters';

/** Query keys of store cash: every write reloads everything under the prefix. */
export const cashKeys = {
  all: queryKeyPrefixes.retailCash,
  managerSession: () => [...cashKeys.all, 'manager-session'] as const,
  agentDashboard: (filters: CashReportFilters) =>
    [...cashKeys.all, 'agent-dashboard', filters] as const,
  managerDashboard: (filters: CashReportFilters) =>
    [...cashKeys.all, 'manager-dashboard', filters] as const,
  holdings: (date: string) => [...cashKeys.all, 'holdings', date] as const,
};
