/** One sign-in on this browser (spec 000 section 3: "Login stack record: id, username, role, timestamp"). */
export interface LoginRecord {
  id: number;
  username: string;
  role: string;
  timestamp: string;
}

const STACK_KEY = 'backoffice.login-stack';

export function readLoginStack(): LoginRecord[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STACK_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as LoginRecord[]) : [];
  } catch {
    return [];
  }
}

/** Pushes a record when a sign-in succeeds. */
export function pushLoginRecord(record: LoginRecord): void {
  localStorage.setItem(STACK_KEY, JSON.stringify([...readLoginStack(), record]));
}

export function clearLoginStack(): void {
  localStorage.removeItem(STACK_KEY);
}
