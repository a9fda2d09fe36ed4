import { demoAccount } from '../demo-staff';

/** Who wrote a demo comment or made a demo change: a demo account, or the system itself. */
export interface Actor {
  login_id: number | null;
  name: string;
  role: string;
  email: string;
}

/** Warehouse, courier and payment updates arrive without a person behind them. */
export const SYSTEM_ACTOR: Actor = {
  login_id: null,
  name: 'System',
  role: 'system',
  email: 'system@backoffice.test',
};

/** The actor of a demo account's login id. */
export function staffActor(loginId: number): Actor {
  const account = demoAccount(loginId);
  return { login_id: loginId, name: account.name, role: account.role, email: account.email };
}
