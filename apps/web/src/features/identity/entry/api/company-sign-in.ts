import type { QueryClient } from '@tanstack/react-query';
import { API_BASE } from '@/lib/api/api-client';
import { userDetailsQuery } from '@/lib/session/get-user-details';
import { pushLoginRecord } from '@/lib/session/login-stack';
import { storeToken } from '@/lib/session/token-store';

const CHOSEN_ROLE_KEY = 'backoffice.company-sign-in-role';

/** Where "Continue with google" goes: the server starts the provider round trip. */
export function companySignInUrl(role: string, returnTo: string | null): string {
  const query = new URLSearchParams({ role });
  if (returnTo) query.set('return_to', returnTo);
  return `${API_BASE}/company-sign-in/start?${query.toString()}`;
}

/** Leaves for the provider, keeping the chosen role for the login stack record on return. */
export function startCompanySignIn(role: string, returnTo: string | null): void {
  sessionStorage.setItem(CHOSEN_ROLE_KEY, role);
  window.location.assign(companySignInUrl(role, returnTo));
}

/** What the provider round trip left in the URL fragment of /login. */
export interface CompanyArrival {
  token: string | null;
  error: string | null;
  returnTo: string | null;
}

export function readCompanyArrival(hash: string): CompanyArrival {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    token: fragment.get('company_token'),
    error: fragment.get('company_error'),
    returnTo: fragment.get('return_to'),
  };
}

/**
 * Completes a company sign-in: loads the user with the new token, then stores it and pushes
 * the login stack record, as a password sign-in does.
 */
export async function completeCompanySignIn(
  queryClient: QueryClient,
  token: string,
): Promise<void> {
  const details = await queryClient.fetchQuery(userDetailsQuery(token));
  pushLoginRecord({
    id: details.user.login_id,
    username: details.user.email,
    role: sessionStorage.getItem(CHOSEN_ROLE_KEY) ?? details.user.role,
    timestamp: new Date().toISOString(),
  });
  sessionStorage.removeItem(CHOSEN_ROLE_KEY);
  storeToken(token);
}
