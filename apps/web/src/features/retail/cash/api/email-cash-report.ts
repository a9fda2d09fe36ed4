import {
  CASH_MESSAGES,
  RETAIL_CASH_PATHS,
  type ZReportEmailRequest,
} from '@backoffice/domain/retail/cash';
import type { z } from 'zod';
import { useCashWrite } from './use-cash-write';

export type ReportEmailBody = z.input<typeof ZReportEmailRequest>;

/** POST /api/retail/cash/report-email/: the filtered report as .xlsx to the signed-in user. */
export function useEmailCashReport() {
  return useCashWrite<ReportEmailBody>(RETAIL_CASH_PATHS.reportEmail, CASH_MESSAGES.emailSent);
}
