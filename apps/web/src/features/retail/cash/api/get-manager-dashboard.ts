import { RETAIL_CASH_PATHS, ZManagerDashboardAnswer } from '@backoffice/domain/retail/cash';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { cashReportQuery, type CashReportFilters } from './cash-report-filters';
import { cashKeys } from './query-keys';

/** GET /api/retail/cash/rm/?payment_mode=&start_date=&end_date=: the manager's daily cash report. */
export function getManagerDashboard(filters: CashReportFilters, signal?: AbortSignal) {
  return apiRequest(`${apiPath(RETAIL_CASH_PATHS.managerDashboard)}?${cashReportQuery(filters)}`, {
    schema: ZManagerDashboardAnswer,
    signal,
    silent: true,
  });
}

export const managerDashboardQuery = (filters: CashReportFilters) =>
  queryOptions({
    queryKey: cashKeys.managerDashboard(filters),
    queryFn: ({ signal }) => getManagerDashboard(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useManagerDashboard(filters: CashReportFilters) {
  return useQuery(managerDashboardQuery(filters));
}
