import { sandboxSwitch, type SandboxSwitch } from '../provider-error';
import type { BankAccountVerification, BankAccountVerifier } from './bank-accounts';

/** The name the sandbox bank holds for an account opened under another name. */
export const SANDBOX_OTHER_HOLDER = 'Ravi Kumar';

/**
 * The sandbox bank-account verification, deterministic from the account number's last digit
 * (docs/refunds.md, "Sandbox bank accounts"): 0 is no such account, 9 an account held by
 * someone else (Ravi Kumar), any other digit a valid account in the name given. References are
 * `sbx_bav_<n>`, numbered per process.
 */
export function createSandboxBankAccounts(): BankAccountVerifier & SandboxSwitch {
  const outage = sandboxSwitch('bankAccounts');
  let count = 0;
  return {
    setDown: outage.setDown,
    async verify(query): Promise<BankAccountVerification> {
      outage.check();
      count += 1;
      const reference = `sbx_bav_${count}`;
      switch (query.account_number.slice(-1)) {
        case '0':
          return { status: 'invalid_account', registered_name: null, reference };
        case '9':
          return { status: 'name_mismatch', registered_name: SANDBOX_OTHER_HOLDER, reference };
        default:
          return { status: 'valid', registered_name: query.holder_name, reference };
      }
    },
  };
}
