/** What both daily cash reports are narrowed to: payment modes and a range of days (YYYY-MM-DD). */
export interface CashReportFilters {
  paymentModes: readonly number[];
  startDate: string;
  endDate: string;
}

/** The report's query: payment_mode as a comma list, start_date and end_date. */
export function cashReportQuery(filters: CashReportFilters): URLSearchParams {
  return new URLSearchParams({
    payment_mode: filters.paymentModes.join(','),
    start_date: filters.startDate,
    end_date: filters.endDate,
  });
}
