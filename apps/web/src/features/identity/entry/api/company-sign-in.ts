import type { QueryClient } from '@tanstack/react-query';
import { API_BASE } from '@/lib/api/api-client';
import { getUserDetails } from '@/lib/session/get-user-details';
import { pushLoginRecord } from '@/lib/session/login-stack';
import { sessionKeys } from '@/lib/session/query-keys';
import { newSignIn, rememberSignIn } from '@/lib/session/sign-in-store';

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

/**
 * What the provider round trip left in the URL fragment of /login: whether it signed the user
 * in (the session itself is in the cookie the server set), or why not.
 */
export interface CompanyArrival {
  signedIn: boolean;
  error: string | null;
  returnTo: string | null;
}

export function readCompanyArrival(hash: string): CompanyArrival {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    signedIn: fragment.get('company_signed_in') === '1',
    error: fragment.get('company_error'),
    returnTo: fragment.get('return_to'),
  };
}

/**
 * Completes a company sign-in: loads the user the new session cookie signs in, then remembers
 * the sign-in and pushes the login stack record, as a password sign-in does.
 */
export async function completeCompanySignIn(queryClient: QueryClient): Promise<void> {
  const details = await getUserDetails();
  const signIn = newSignIn(details.user.login_id);
  queryClient.setQueryData(sessionKeys.userDetails(signIn), details);
  pushLoginRecord({
    id: details.user.login_id,
    username: details.user.email,
    role: sessionStorage.getItem(CHOSEN_ROLE_KEY) ?? details.user.role,
    timestamp: new Date().toISOString(),
  });
  sessionStorage.removeItem(CHOSEN_ROLE_KEY);
  rememberSignIn(signIn);
}
