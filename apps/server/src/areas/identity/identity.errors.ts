import { areaErrors, type ErrorRow } from '../../core/errors';

/** Why a sign-in, password or staff call of the identity area fails. */
export type IdentityErrorCode =
  | 'identity.user_not_found'
  | 'identity.wrong_current_password'
  | 'identity.reset_own_password'
  | 'identity.company_sign_in_not_configured';

/** Each identity failure's kind and message. */
export const IDENTITY_ERRORS = {
  'identity.user_not_found': { kind: 'NOT_FOUND', message: 'User not found' },
  'identity.wrong_current_password': {
    kind: 'VALIDATION',
    message: 'Current Password is incorrect!',
  },
  'identity.reset_own_password': {
    kind: 'VALIDATION',
    message: 'Use Change Password for your own account',
  },
  'identity.company_sign_in_not_configured': {
    kind: 'NOT_CONFIGURED',
    message: 'Company sign-in is not configured',
  },
} as const satisfies Record<IdentityErrorCode, ErrorRow>;

/** The error of an identity failure code. */
export const identityError = areaErrors(IDENTITY_ERRORS);
