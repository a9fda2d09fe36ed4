import { formatDateTime } from '@backoffice/domain/core/dates';
import type { ExportColumn } from '@backoffice/domain/core/export';
import {
  CASH_MESSAGES,
  CASH_REPORT_MODE_OPTIONS,
  type CashMessageAnswer,
  type CashOrderRow,
  type ReportEmailRequest,
} from '@backoffice/domain/retail/cash';
import type { AppContext } from '../../../core/context';
import { xlsxWorkbook } from '../../../core/export';
import type { StaffCaller } from '../../../core/use-case';
import { AGENT_ROLE, memberStore, storeName } from './cash-members';
import { cashError } from './cash.errors';
import { orderHistory } from './order-history.queries';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const modeName = (id: number) =>
  CASH_REPORT_MODE_OPTIONS.find((m) => m.id === id)?.name ?? String(id);

/** The columns of the cash report: the order table as the screens show it. */
const REPORT_COLUMNS: readonly ExportColumn<CashOrderRow>[] = [
  { header: 'Order Id', kind: 'text', cell: (r) => r.order_id },
  { header: 'Agent', kind: 'text', cell: (r) => r.agent.name },
  { header: 'Agent Email', kind: 'text', cell: (r) => r.agent.email },
  { header: 'Cashier', kind: 'text', cell: (r) => r.cashier.name },
  { header: 'Amount', kind: 'rupees', cell: (r) => Math.round(r.amount * 100) },
  { header: 'Payment Mode', kind: 'text', cell: (r) => modeName(r.payment_mode) },
  { header: 'Created At', kind: 'text', cell: (r) => formatDateTime(r.create_timestamp) },
];

async function* oneBatch<T>(rows: readonly T[]) {
  yield rows;
}

/**
 * The daily cash report of the filtered orders as .xlsx, e-mailed to the signed-in member: an
 * agent's own sales, a manager's whole store. Only to their own address.
 */
export async function emailCashReport(
  ctx: AppContext,
  caller: StaffCaller,
  request: ReportEmailRequest,
): Promise<CashMessageAnswer> {
  if (request.loggedin_email_id.toLowerCase() !== caller.staff.email.toLowerCase()) {
    throw cashError('retail.cash_own_email_only').at('loggedin_email_id');
  }
  const { store, role_type } = await memberStore(ctx.db, caller);
  const { start_date, end_date } = request.filters;
  const history = await orderHistory(
    ctx.db,
    store,
    { payment_mode: request.payment_modes, start_date, end_date },
    role_type === AGENT_ROLE ? caller.login_id : undefined,
  );
  const workbook = await xlsxWorkbook(REPORT_COLUMNS, oneBatch(history.order_data), 'Cash report');
  const name = await storeName(ctx.db, store);
  await ctx.integrations.messages.send({
    channel: 'email',
    to: caller.staff.email,
    subject: `Daily cash report ${start_date} to ${end_date}: ${name}`,
    text:
      `Dear ${caller.name}, please find the daily cash report of ${name} from ${start_date} ` +
      `to ${end_date} attached (${history.order_data.length} orders).`,
    attachment: {
      filename: `daily-cash-report-${start_date}-to-${end_date}.xlsx`,
      content_type: XLSX_TYPE,
      content: workbook,
    },
  });
  return { success: true, message: CASH_MESSAGES.emailSent };
}
