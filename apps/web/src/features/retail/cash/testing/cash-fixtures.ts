/** Test fixtures of the store cash screens: answers as the server gives them, and a signed-in user. */
import type {
  AgentDashboard,
  HandOverRow,
  HoldingsAnswer,
  ManagerDashboard,
  StoreActivityRow,
} from '@backoffice/domain/retail/cash';
import { IDEMPOTENCY_HEADER } from '@backoffice/domain/sales/payments';
import { notifications } from '@mantine/notifications';
import { vi } from 'vitest';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi, type ApiCall, type ApiReply } from '@/lib/testing/mock-api';

type Handler = ApiReply | ((call: ApiCall) => ApiReply);

const orderHistory = {
  order_data: [
    {
      order_id: 'ORDERK7Q2M9XA',
      agent: { name: 'Ravi Kumar', email: 'retail.agent@backoffice.test', login_id: 15 },
      cashier: { name: 'Ravi Kumar', email: 'retail.agent@backoffice.test' },
      amount: 12500,
      payment_mode: -1,
      create_timestamp: '2026-11-26T05:30:00.000Z',
    },
  ],
  payment_mode_list: [
    { id: -1, name: 'Cash at store' },
    { id: 10, name: 'UPI (device)' },
  ],
};

export const agentDashboard = (overrides: Partial<AgentDashboard> = {}): AgentDashboard => ({
  cash_pending_till_date: 14500,
  float_data: {
    float_id: 3,
    amount: 2000,
    status: 'issued',
    status_label: 'Issued',
    accept_button: true,
    reject_button: true,
    deposit_button: false,
  },
  handed_over_amount: { amount: 5000, retail_manager: { login_id: 16, name: 'Meera Nair' } },
  cash_in_transit: { amount: 5000 },
  pending_amount_to_be_deposited: 12500,
  retail_manager_list: [
    { login_id: 16, name: 'Meera Nair' },
    { login_id: 30, name: 'Arjun Shetty' },
  ],
  order_history: orderHistory,
  ...overrides,
});

export const activityRow = (overrides: Partial<StoreActivityRow> = {}): StoreActivityRow => ({
  employee: { name: 'Ravi Kumar', designation: 'Retail Agent', login_id: 15 },
  float_data: {
    float_id: null,
    amount: 0,
    status: 'not_issued',
    status_label: 'Not issued',
    accept_button: false,
    reject_button: false,
    deposit_button: false,
    issue_button: true,
  },
  cash_in_transit: 5000,
  pending_amount_to_be_deposited: 12500,
  handed_over_amount: 5000,
  total_amount: 17500,
  ...overrides,
});

export const handOver = (overrides: Partial<HandOverRow> = {}): HandOverRow => ({
  hand_over_id: 41,
  from: { login_id: 15, name: 'Ravi Kumar' },
  to: { login_id: 16, name: 'Meera Nair' },
  amount: 5000,
  denominations: { '500': 10 },
  status: 'in_transit',
  submitted_at: '2026-11-26T08:00:00.000Z',
  version: 2,
  confirm_button: true,
  reject_button: true,
  dispute_button: true,
  ...overrides,
});

export const managerDashboard = (overrides: Partial<ManagerDashboard> = {}): ManagerDashboard => ({
  banking_cash_at_store: 48000,
  disputed_amount_data: { amount: 500, rm_1: { name: 'Meera Nair' }, rm_2: null },
  store_activity: [activityRow()],
  order_history: orderHistory,
  pending_amount_to_be_deposited: 12500,
  count: 1,
  hand_overs_in_transit: [handOver()],
  open_disputes: [],
  is_session_started: true,
  ...overrides,
});

export const holdings: HoldingsAnswer = {
  date: '2026-11-26',
  series: [
    { key: 'person:15', label: 'Ravi Kumar', kind: 'person' },
    { key: 'transit', label: 'In transit', kind: 'transit' },
    { key: 'store', label: 'Store', kind: 'store_till' },
  ],
  points: [
    { at: '2026-11-26T04:30:00.000Z', values: { 'person:15': 2000, transit: 0, store: 50000 } },
    { at: '2026-11-26T08:00:00.000Z', values: { 'person:15': 9500, transit: 5000, store: 48000 } },
  ],
};

/** Signs a retail user in and answers the session calls plus the given ones. */
export function signedInAsRetail(
  loginRole: 'Retail Agent' | 'Retail Manager',
  handlers: Record<string, Handler>,
) {
  rememberSignIn('sign-in-1');
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': {
      body: userDetails({
        role: '',
        login_role: loginRole,
        login_id: loginRole === 'Retail Agent' ? 15 : 16,
        email: 'retail.manager@backoffice.test',
        is_session_started: true,
      }),
    },
    ...handlers,
  });
  const keys: (string | null)[] = [];
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') keys.push(new Headers(init.headers).get(IDEMPOTENCY_HEADER));
    return answer(input, init);
  });
  const toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
  /** The messages of the toasts shown so far. */
  const toasts = () => toast.mock.calls.map(([shown]) => shown.message);
  return { calls, keys, toasts };
}

export const ok = (message = ''): ApiReply => ({ body: { success: true, message } });
