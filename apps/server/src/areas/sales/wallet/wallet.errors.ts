import { areaErrors, type ErrorRow } from '../../../core/errors';

/** Why a wallet entry is refused (docs/retail.md "Wallet"). */
export type WalletErrorCode = 'sales.wallet_insufficient' | 'sales.wallet_customer_not_found';

export const WALLET_ERRORS = {
  'sales.wallet_insufficient': {
    kind: 'VALIDATION',
    message: 'The wallet does not hold that much credit',
  },
  'sales.wallet_customer_not_found': { kind: 'NOT_FOUND', message: 'Customer not found' },
} as const satisfies Record<WalletErrorCode, ErrorRow>;

export const walletError = areaErrors(WALLET_ERRORS);
