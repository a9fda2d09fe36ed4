/**
 * A float: cash a Retail Manager issues to a Retail Agent for change (spec 002 section 4).
 *
 *   issued ── agent accepts ──> accepted ── agent deposits to a manager ──> deposited
 *     │                          │  ^                                        │   │
 *     └─ agent rejects ─> rejected  └─── manager rejects the deposit ────────┘   │
 *                                │                                               │
 *                                └─ manager takes it back (deposit) ─> returned <┘ manager accepts
 *
 * An agent has at most one open float (issued, accepted or deposited); once it is rejected or
 * returned the manager may issue another.
 */
export const FLOAT_STATUSES = [
  'not_issued',
  'issued',
  'accepted',
  'rejected',
  'deposited',
  'returned',
] as const;
export type FloatStatus = (typeof FLOAT_STATUSES)[number];

export const FLOAT_STATUS_LABELS: Record<FloatStatus, string> = {
  not_issued: 'Not issued',
  issued: 'Issued',
  accepted: 'Accepted',
  rejected: 'Rejected',
  deposited: 'Deposited',
  returned: 'Returned',
};

/** The statuses in which a float is still out with an agent. */
export const OPEN_FLOAT_STATUSES = ['issued', 'accepted', 'deposited'] as const;
export const isOpenFloat = (status: FloatStatus): boolean =>
  (OPEN_FLOAT_STATUSES as readonly FloatStatus[]).includes(status);

/** The Retail Agent's float buttons: button_id 1 accept, 2 reject, 3 deposit. */
export const AGENT_FLOAT_ACTIONS = { 1: 'accept', 2: 'reject', 3: 'deposit' } as const;
export type AgentFloatAction = (typeof AGENT_FLOAT_ACTIONS)[keyof typeof AGENT_FLOAT_ACTIONS];

/** The Retail Manager's float buttons: button_id 1 issue, 2 accept, 3 reject, 4 deposit. */
export const MANAGER_FLOAT_ACTIONS = {
  1: 'issue',
  2: 'accept',
  3: 'reject',
  4: 'deposit',
} as const;
export type ManagerFloatAction = (typeof MANAGER_FLOAT_ACTIONS)[keyof typeof MANAGER_FLOAT_ACTIONS];

const AGENT_MOVES: Record<AgentFloatAction, { from: FloatStatus; to: FloatStatus }> = {
  accept: { from: 'issued', to: 'accepted' },
  reject: { from: 'issued', to: 'rejected' },
  deposit: { from: 'accepted', to: 'deposited' },
};

const MANAGER_MOVES: Record<
  Exclude<ManagerFloatAction, 'issue'>,
  { from: FloatStatus; to: FloatStatus }
> = {
  accept: { from: 'deposited', to: 'returned' },
  reject: { from: 'deposited', to: 'accepted' },
  deposit: { from: 'accepted', to: 'returned' },
};

/** The status an agent's action leads to, or null when the float's status does not allow it. */
export function agentFloatNext(status: FloatStatus, action: AgentFloatAction): FloatStatus | null {
  const move = AGENT_MOVES[action];
  return move.from === status ? move.to : null;
}

/** The status a manager's action leads to, or null when the float's status does not allow it. */
export function managerFloatNext(
  status: FloatStatus,
  action: ManagerFloatAction,
): FloatStatus | null {
  if (action === 'issue') return isOpenFloat(status) ? null : 'issued';
  const move = MANAGER_MOVES[action];
  return move.from === status ? move.to : null;
}

/** The buttons the agent sees: each shown only when the action is allowed. */
export function agentFloatButtons(status: FloatStatus) {
  return {
    accept_button: agentFloatNext(status, 'accept') !== null,
    reject_button: agentFloatNext(status, 'reject') !== null,
    deposit_button: agentFloatNext(status, 'deposit') !== null,
  };
}

/** The buttons the manager sees on an employee's row. */
export function managerFloatButtons(status: FloatStatus) {
  return {
    issue_button: managerFloatNext(status, 'issue') !== null,
    accept_button: managerFloatNext(status, 'accept') !== null,
    reject_button: managerFloatNext(status, 'reject') !== null,
    deposit_button: managerFloatNext(status, 'deposit') !== null,
  };
}
