import { RETAIL_CASH_PATHS, ZAgentDashboardAnswer } from '@backoffice/domain/retail/cash';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { cashReportQuery, type CashReportFilters } from './cash-report-filters';
import { cashKeys } from './query-keys';

/** GET /api/retail/cash/ra/?payment_mode=&start_date=&end_date=: the agent's daily cash report. */
export function getAgentDashboard(filters: CashReportFilters, signal?: AbortSignal) {
  return apiRequest(`${apiPath(RETAIL_CASH_PATHS.agentDashboard)}?${cashReportQuery(filters)}`, {
    schema: ZAgentDashboardAnswer,
    signal,
    silent: true,
  });
}

export const agentDashboardQuery = (filters: CashReportFilters) =>
  queryOptions({
    queryKey: cashKeys.agentDashboard(filters),
    queryFn: ({ signal }) => getAgentDashboard(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAgentDashboard(filters: CashReportFilters) {
  return useQuery(agentDashboardQuery(filters));
}
