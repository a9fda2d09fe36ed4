import { z } from 'zod';
import { ProviderError } from '../provider-error';
import { callProvider, type LiveProviderConfig } from '../provider-http';
import type { BankAccountVerification, BankAccountVerifier } from './bank-accounts';

const ZVerification = z.object({
  status: z.enum(['valid', 'name_mismatch', 'invalid_account']),
  registered_name: z.string().max(200).nullish(),
  reference: z.string().min(1).max(100),
});

/**
 * Bank-account verification through the service's API, with the key as a bearer token:
 * POST {BANK_ACCOUNTS_API_URL}/verifications `{ account_number, ifsc, holder_name }` answering
 * `{ status: valid | name_mismatch | invalid_account, registered_name?, reference }`. Without
 * the URL and the key every call is 503 "not configured".
 */
export function createLiveBankAccounts(config: LiveProviderConfig): BankAccountVerifier {
  return {
    async verify(query): Promise<BankAccountVerification> {
      const response = await callProvider('bankAccounts', config, '/verifications', {
        method: 'POST',
        body: query,
      });
      const answer = ZVerification.safeParse(response.body);
      if (response.status >= 300 || !answer.success) {
        throw new ProviderError('bankAccounts', 'unavailable', {
          cause: `HTTP ${response.status}`,
        });
      }
      return { ...answer.data, registered_name: answer.data.registered_name ?? null };
    },
  };
}
