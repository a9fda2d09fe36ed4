import { indiaDay } from '@backoffice/domain/calls/team';
import { CASH_AT_STORE_MODE } from '@backoffice/domain/retail/cash';
import { useState } from 'react';
import type { CashReportFilters } from '@/features/retail/cash/api/cash-report-filters';

/** The filters being edited: a date may be cleared, which the report does not accept. */
export interface ReportFilterDraft {
  paymentModes: readonly number[];
  startDate: string | null;
  endDate: string | null;
}

/** Today's cash sales at the store: the report as it opens. */
export function defaultReportFilters(today: string): CashReportFilters {
  return { paymentModes: [CASH_AT_STORE_MODE], startDate: today, endDate: today };
}

/** The filters in the draft when both dates are there, else null ('Required!'). */
export function appliedFilters(draft: ReportFilterDraft): CashReportFilters | null {
  if (draft.startDate === null || draft.endDate === null || draft.paymentModes.length === 0) {
    return null;
  }
  return { paymentModes: draft.paymentModes, startDate: draft.startDate, endDate: draft.endDate };
}

/**
 * The report's filters: the draft the bar edits and the last complete filters the report reads
 * (an incomplete draft keeps showing the last complete report).
 */
export function useReportFilters() {
  const [today] = useState(() => indiaDay(new Date()));
  const [draft, setDraft] = useState<ReportFilterDraft>(() => defaultReportFilters(today));
  const [filters, setFilters] = useState<CashReportFilters>(() => defaultReportFilters(today));
  const change = (next: ReportFilterDraft) => {
    setDraft(next);
    const complete = appliedFilters(next);
    if (complete) setFilters(complete);
  };
  return { today, draft, filters, change };
}
